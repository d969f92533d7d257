"""The Chrono Clash rules engine: judge one event against the board, then apply it.

:func:`step` is the replay loop's fast path: it mutates the board in place and
returns the violations the event committed. After a violation it applies the
event *as recorded* wherever that is possible (an illegal action that stood
at the table is part of the match), and skips only what cannot happen at all
(a card that is not there). No I/O, no clock, no randomness.
"""

from __future__ import annotations

from collections import deque
from contextvars import ContextVar
from typing import Any, Callable, Iterator

import msgspec
from msgspec import Struct
from msgspec.structs import astuple as _astuple, replace as _replace

from ledger.chrono_clash import (
    ActionPlayed, AttackDeclared, BattlerSummoned, CardDrawn, Conceded, EffectRecorded,
    GuardianRevealed, Passed, QuestStarted, TapAbilityActivated, Transformed, TriggerResolved,
)

from ..core import Violation, violation
from ..messages import NC_, N_, Text, fresh, listing, msg, note, set_result, term
from ..naming import bind, drawn_card, named_card, slip_of
from . import abilities as ab
from .board import SEAT_ZONES, Attack, Board, Pending, save_state, zone_list
from .icons import EFFECTS, MODIFIERS, NUMBERED, IconError, parse_token
from .rules import RULES

PASS_GAUGE = 3
#: The gauge's last space on each side: it is printed "10-9-8-7-6-5-4-3-2-1-0-1-2-3-4-5-6-7-8-9-10", and the counter
#: moves along it no further than its end (docs/chrono-clash-icons.md, Readings).
GAUGE_END = 10
#: Words the engine takes from data into its messages (ability kinds, zones, card types), for the catalogs.
VOCABULARY = (NC_("ability", "summon"), NC_("ability", "attack"), NC_("ability", "destroyed"),
              NC_("ability", "quest-complete"), NC_("ability", "tap"), NC_("ability", "guardian"),
              NC_("ability", "legion"), NC_("ability", "reinforcements"),
              NC_("zone", "hand"), NC_("zone", "deck"), NC_("zone", "extra"), NC_("zone", "discard"),
              NC_("zone", "battlefield"), NC_("zone", "guardians"),
              NC_("card type", "battler"), NC_("card type", "action"))
QUEST_WIN = 5


def _on_gauge(value: int) -> int:
    """Where the counter stops when it is moved to ``value``: at the gauge's end, 10 on either side, at most."""
    return -GAUGE_END if value < -GAUGE_END else GAUGE_END if value > GAUGE_END else value


def _maybe_over(b: Board) -> bool:
    """A hidden card's cost left the counter unknown (``Board.gauge_unknown``) and the least it can stand on is past the
    opponent's 1: the turn may be over, its end taken from the log (the next player's draw)."""
    return b.gauge_unknown and b.gauge_low <= -1


def _without(pile: tuple[str, ...], iid: str) -> tuple[str, ...]:
    """A card's quest or under pile without ``iid`` (the piles are tuples: a change replaces them)."""
    i = pile.index(iid)
    return pile[:i] + pile[i + 1:]


#: The words of the judge's messages, made once, not at every event (Judge.flag copies a violation's arguments,
#: so no violation holds one of these objects itself).
_THE_DRAW = term(N_("the draw"))
_SUMMONED_A_BATTLER = term(N_("summoned a battler"))
_THE_SUMMON = term(N_("the summon"))
_SUMMONED = term(N_("summoned"))
_IS_AN_ACTION = term(N_("is an action card: it is played, not summoned"))
_PLAYED_AN_ACTION = term(N_("played an action"))
_THE_ACTION = term(N_("the action"))
_PLAYED = term(N_("played"))
_IS_A_BATTLER = term(N_("is a battler: it is summoned, not played as an action"))
_ATTACKED = term(N_("attacked"))
_ATTACK = term(N_("attack"))
_SENT_ON_A_QUEST = term(N_("sent a battler on a quest"))
_THE_QUEST_CARD = term(N_("the quest card"))
_USED_A_TAP_ABILITY = term(N_("used a tap ability"))
_TRANSFORMED = term(N_("transformed a battler"))
_TRANSFORM = term(N_("Transform"))


class Judge(Struct):
    """Holds the board and the violations of the event being judged.

    ``undo`` is the journal of the ability resolving all-or-nothing (None
    outside one): :meth:`touch` saves an object's state before its first
    change, so a failed ability can put everything back (abilities.resolve).
    A msgspec Struct for its quick construction (one for every event); never
    encoded.
    """

    board: Board
    event: Any
    found: list[Violation] = []
    undo: dict[int, tuple[Any, Any]] | None = None
    playing: tuple[str, ...] = ()
    #: A summon ability resolving with no target in BattlerSummoned.targets: a target it misses is said to go there.
    summoning: bool = False
    #: The card whose ability is resolving (abilities.resolve): what a card it moves was moved by (Inst.came_by).
    acting: str | None = None
    #: The opponent an attack names (its defender, or the owner of the battler it attacks) while its attack abilities
    #: resolve: a chosen opponent its log leaves out among several is flagged and taken as that one.
    attacked: str | None = None
    #: Board.late_attack as the event before left it (the attack taken as recorded late, just before this event).
    late: tuple[str, str, str] | None = None
    #: Board.stray_quest as the event before left it (a quest card revealed with no attack under way, just before).
    quest_early: tuple[str, str, str, bool, tuple[str, ...], int, str | None] | None = None
    #: The seq of a draw from under the top whose swap a later event undid (engine._swap_back), when this event needs
    #: the card drawn then in the hand after all: what it flags follows from that draw (``caused_by``).
    linked: int = 0
    #: A hidden card a summon or an action of this event named with a name its owner's deck list has no copy of (left):
    #: flagged once (``ccs.log.unknown-card``, :func:`_no_copy`), and played as a card the log does not name.
    unlisted: str | None = None
    #: The player an event under the wrong player's name is carried on as, its faults flagged as theirs (read_as), when
    #: its one fault is not the name (engine._late_slip).
    slip_as: str | None = None
    #: The player of this event when it was played out of turn (``ccs.turn.not-your-turn``, flagged by _main_action):
    #: time their card gains does not move the active player's counter, as its cost does not (pay_for, gain_time).
    out_of_turn: str | None = None
    #: The hand cards this event discarded for a discard the log does not name (:meth:`discard_unnamed`).
    unnamed_discards: tuple[str, ...] = ()
    #: What the battler of this event's attack could not do, not flagged because the turn was already over
    #: (``ccs.gauge.turn-over``, the one fault): judged as if flagged all the same (_can_attack_now).
    moot: tuple[str, ...] = ()
    #: The card this summon or action named was in no zone its player could have played it from (another player's,
    #: in a deck or a guardian stack, in play): its ``*.not-in-hand`` stays flagged after ``ccs.gauge.turn-over`` too
    #: (_after_turn_over).
    unplayable: bool = False
    #: The battlers the event before this one destroyed (Board.destroyed_now as it left it).
    destroyed_before: tuple[str, ...] = ()
    #: The seq of the event before this one (Board.seq as it left it).
    seq_before: int = 0
    #: Whether the turn was over before the event being judged (a summon or an action whose cost ends it: the rule
    #: its ability's choice left out breaks, abilities.left_out_rule).
    ended_before: bool = False

    def touch(self, obj: Any) -> None:
        """Journal ``obj`` before it changes (only while an ability resolves all-or-nothing)."""
        u = self.undo
        if u is not None and id(obj) not in u:
            u[id(obj)] = (obj, save_state(obj))

    # -- reporting -----------------------------------------------------
    def flag(self, rule: str, template: str, /, by: str | None = None, read_as: str | None = None, **args: Any) -> None:
        """Report a violation of ``rule`` (committed ``by`` that player, else the event's): an English
        ``template`` (``N_``) and its named ``args``; ``read_as``: the player the event is carried on as, the
        log's name on it the slip (Violation.read_as)."""
        self.found.append(violation(RULES[rule], self.event, self.board.turn, template, by, args=fresh(args),
                                    read_as=read_as if read_as is not None else self.slip_as))
        if self.linked:
            self.found[-1].caused_by = self.linked
        b = self.board
        if rule in ("ccs.summon.ability-after-turn-end", "ccs.action.ability-after-turn-end"):
            b.choice_ended_turn = (b.turn, getattr(self.event, "card", None))
        if not self.linked and (b.spared or b.illegal_end is not None):
            # A fault by, or on, a player an illegal attack did not eliminate (the log playing on with them, or not
            # yet showing): their own, whatever that attack's legal history makes of it (Board.spared).
            near = set(b.spared)
            if b.illegal_end is not None and b.illegal_end[2] != self.event.seq:
                near.add(b.illegal_end[0])
            if self.event.player in near or getattr(self.event, "defender", None) in near:
                b.own_roots += ((self.event.seq, rule),)

    def label(self, iid: str | None) -> str:
        return self.board.label(iid)

    # -- card movement -------------------------------------------------
    def move(self, iid: str, pid: str, zone: str, top: bool = False) -> None:
        """Move a card to ``zone`` of its owner (``pid`` only names whose zone for hand/discard)."""
        b = self.board
        inst = b.cards[iid]
        oid = inst.owner
        owner = b.by_id.get(oid) or b.seat(oid)
        if inst.zone == "discard":
            self._unguess(iid)
        if b.may_have_left and iid in b.may_have_left:
            self.touch(b)
            b.may_have_left = tuple(x for x in b.may_have_left if x != iid)
            b.may_bounce = tuple(x for x in b.may_bounce if x != iid)
        if inst.zone == "battlefield" and zone != "battlefield":
            if self.undo is not None:
                self.touch(inst)
            inst.left_seq = self.event.seq if self.event is not None else b.seq
        self._detach(iid, inst, owner)
        dseat = owner if zone != "hand" or pid == oid else b.seat(pid)
        if self.undo is not None:
            self.touch(dseat)
            self.touch(inst)
        ev = self.event
        if ev is not None:
            inst.came_seq = ev.seq
            inst.came_by = self.acting or _acting_card(ev)
            inst.came_guardian = type(ev) is GuardianRevealed and ev.card == iid
        if zone not in SEAT_ZONES:
            raise KeyError(zone)
        dest = getattr(dseat, zone)
        if top:
            dest.insert(0, iid)
        else:
            dest.append(iid)
        inst.zone = zone
        if zone != "battlefield":
            if inst.gained or inst.gained_eot:
                b.kw.pop(oid, None)
            inst.tapped = False
            inst.strength_mod = 0
            if zone != "hand":
                inst.cost_mod = 0
            inst.gained = ()
            inst.gained_eot = ()
            inst.sneak = False
            inst.attack_ok = False
        elif ab.aura_lines(b, iid):
            b.kw.pop(oid, None)  # its auras reach the owner's other battlers now

    def _detach(self, iid: str, inst: Any = None, owner: Any = None) -> None:
        b = self.board
        if inst is None:
            inst = b.cards[iid]
        zone = inst.zone
        # Every card is in the one place its zone names (its owner's list of that zone; another
        # seat's hand; a battler's quest or under pile; an Eva's pilot): look there first.
        if zone in SEAT_ZONES:
            if owner is None:
                owner = b.seat(inst.owner)
            if self.undo is not None:
                self.touch(owner)
            try:
                getattr(owner, zone).remove(iid)
            except ValueError:
                pass
            else:
                if zone == "battlefield" and ab.aura_lines(b, iid):
                    b.kw.pop(inst.owner, None)  # its auras no longer reach the owner's other battlers
                return
        elif zone == "resolving":
            return  # an action card being played is in no zone's list
        elif zone == "quest":
            for s in b.seats:
                for x in s.battlefield:
                    other = b.cards[x]
                    if iid in other.quest:
                        self.touch(other)
                        other.quest = _without(other.quest, iid)
                        return
        b.kw.clear()
        for s in b.seats:
            for lst in (s.deck, s.hand, s.guardians, s.battlefield, s.discard, s.extra):
                if iid in lst:
                    self.touch(s)
                    lst.remove(iid)
                    return
        for other in b.cards.values():
            if iid in other.quest:
                self.touch(other)
                other.quest = _without(other.quest, iid)
                return
            if iid in other.under:
                self.touch(other)
                other.under = _without(other.under, iid)
                return
            if other.pilot == iid:
                self.touch(other)
                self.touch(inst)
                other.pilot = None
                inst.attached_to = None
                return

    # -- a discard the log does not name -----------------------------------
    def discard_unnamed(self, pid: str) -> None:
        """Discard a card of ``pid``'s hand for a discard the log does not name. Which one is left open
        (``Seat.guessed``): a hidden card (a paper log) where there is one, else the last card in hand, and a
        later event that takes it from the hand shows it was one of the others (:meth:`reclaim`)."""
        b = self.board
        seat = b.seat(pid)
        hidden = [h for h in seat.hand if b.cards[h].name is None]
        iid = (hidden or seat.hand)[-1]
        others = tuple(h for h in seat.hand if h != iid)
        self.move(iid, pid, "discard")
        self.touch(seat)
        seat.guessed[iid] = others
        self.unnamed_discards += (iid,)

    def reclaim(self, iid: str) -> None:
        """The log takes ``iid`` from a hand, and it is the card an unnamed discard was taken to be: that discard
        was another card the hand held then and still holds; the two change places."""
        b = self.board
        inst = b.cards.get(iid)
        if inst is None or inst.zone != "discard":
            return
        seat = next((s for s in b.seats if iid in s.guessed), None)
        if seat is None:
            return
        others = seat.guessed[iid]
        swap = next((h for h in others if h in seat.hand), None)
        if swap is None:
            return  # nothing the hand holds could have been discarded instead
        self.move(iid, seat.id, "hand")
        self.move(swap, seat.id, "discard")
        self.touch(seat)
        seat.guessed[swap] = tuple(h for h in others if h != swap)

    def _unguess(self, iid: str) -> None:
        """``iid`` leaves the discard pile: it is no longer an unnamed discard's card."""
        for seat in self.board.seats:
            if iid in seat.guessed:
                self.touch(seat)
                del seat.guessed[iid]

    def return_to_hand(self, iid: str) -> None:
        """Return a card to its owner's hand; a battler's quest cards go back to their owner's hand too."""
        inst = self.board.cards[iid]
        self._shed(inst, quest_to="hand")
        self.move(iid, inst.owner, "hand")

    def _shed(self, inst: Any, *, quest_to: str) -> None:
        """The cards on a battler leaving play, each to its owner: its quest cards to ``quest_to``, the card under
        it and its pilot to the discard pile."""
        b = self.board
        for q in inst.quest:
            self.move(q, b.cards[q].owner, quest_to)
        for u in inst.under:
            self.move(u, b.cards[u].owner, "discard")
        if inst.pilot:
            self.move(inst.pilot, b.cards[inst.pilot].owner, "discard")

    # -- the gauge -----------------------------------------------------
    def pay(self, pid: str, n: int) -> None:
        """Paying cost or losing time moves the counter toward the payer's opponent."""
        if n <= 0:
            return
        self.touch(self.board)
        self.board.gauge = _on_gauge(self.board.gauge + (-n if pid == self.board.active else n))
        if self.board.gauge_unknown:
            self.board.gauge_low = _on_gauge(self.board.gauge_low + (-n if pid == self.board.active else n))
            self.board.gauge_deepest = min(self.board.gauge_deepest, self.board.gauge_low)
        if self.board.gauge <= -1:
            # Once the counter reaches the opponent's 1 the turn is over, even
            # if an ability resolving afterwards gains time back.
            self.board.ended = True

    def pay_for(self, pid: str, n: int) -> None:
        """Pay ``n`` time for the card this event summons or plays, and keep what was paid (``Board.paid``)."""
        self.touch(self.board)
        self.board.paid = max(0, n)
        if pid != self.board.active:
            # Played out of turn (``ccs.turn.not-your-turn``, the one fault): carried on as recorded, its card in
            # play, but the counter is the active player's turn's: its cost does not move it, so the active player's
            # plays and the next player's start are judged as if it was never paid (docs/chrono-clash-icons.md,
            # Readings: "A card played out of turn").
            return
        self.pay(pid, n)

    def gain_time(self, pid: str, n: int) -> None:
        if pid == self.out_of_turn and pid != self.board.active:
            # A card played or used out of turn (``ccs.turn.not-your-turn``, the one fault): the time it gains, as
            # its cost, leaves the active player's counter where it was (docs/chrono-clash-icons.md, Readings: "A
            # card played out of turn").
            return
        if n < 0:
            self.pay(pid, -n)
            return
        self.touch(self.board)
        if pid != self.board.active:
            # Time an opponent gains moves the counter toward them ("Whenever you gain time, move the counter that
            # many spaces towards your side"), a turn over or not: the next player begins where it then is, the
            # number where the turn finished moved with it (docs/chrono-clash-icons.md, Readings: "Time gained
            # after the turn ended").
            if self.board.finished_on is not None:
                self.board.finished_on = _on_gauge(self.board.finished_on - n)
        elif self.board.ended and self.board.finished_on is None:
            # The turn ended when the counter reached the opponent's 1 ("votre tour prend fin"); the ability of
            # the card that ended it still resolves ("you still get to resolve its ability"), but time it gains
            # does not take the end back: the next player begins "on the number where your turn finished"
            # (docs/chrono-clash-icons.md, Readings: "Time gained after the turn ended").
            self.board.finished_on = self.board.gauge
        was = self.board.gauge
        self.board.gauge = _on_gauge(self.board.gauge + (n if pid == self.board.active else -n))
        if (pid != self.board.active and was > -1 and self.board.gauge <= -1 and not self.board.ended
                and self.acting is not None and self.event is not None):
            self.board.ended_by_gain = (self.event.seq, self.acting, pid)
        if self.board.gauge_unknown:
            self.board.gauge_low = _on_gauge(self.board.gauge_low + (n if pid == self.board.active else -n))
            self.board.gauge_deepest = min(self.board.gauge_deepest, self.board.gauge_low)
        att = self.board.attack
        if self.board.gauge <= -1:
            self.board.ended = True
            if att is not None:
                self.touch(att)
                att.stopped = True

    def turn_over(self) -> bool:
        # A hidden card's cost left the counter unknown: the turn is over here only where it certainly is (the most
        # the counter can stand on, Board.gauge, past the opponent's 1); where it only may be, the log says where it
        # ended (_maybe_over).
        return self.board.ended or self.board.gauge <= -1

    # -- destruction and elimination -----------------------------------
    def destroy(self, iid: str, by: str | None) -> None:
        """Destroy a battler in play: Toughness, its quest cards, destroyed triggers, Legion, Reinforcements."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone != "battlefield":
            return
        if by is not None and by != inst.owner and inst.under:
            self.move(inst.under[0], inst.owner, "discard")
            return
        was_cost = ab.cost(b, iid)
        lines = ab.triggered(b, iid, "destroyed")
        legion = ab.count(b, iid, "legion")
        reinforce = ab.has(b, iid, "reinforcements")
        if _hidden(b, iid):
            # A battler the log never named may have Legion or Reinforcements (its deck list's cards it could be):
            # optional, what it did is taken from the log (docs/chrono-clash-icons.md, Readings: "A card played
            # under a name its deck list lacks").
            legion = _hidden_count(b, iid, "legion")
            reinforce = _hidden_count(b, iid, "reinforcements") > 0
            was_cost = _hidden_cost(b, iid, "reinforcements")
        self.discard_from_play(iid)
        owner = inst.owner
        self.touch(b)
        b.destroyed_now += (iid,)
        for line in lines:
            self._trigger(owner, iid, "destroyed", line)
        for _ in range(legion):
            if b.seat(owner).deck:
                b.pending.append(Pending(source=iid, controller=owner, kind="legion", optional=True))
        if reinforce:
            b.pending.append(Pending(source=iid, controller=owner, kind="reinforcements", optional=True,
                                     cost_limit=was_cost))

    def discard_from_play(self, iid: str) -> None:
        """Battler ``iid`` goes from play to its owner's discard pile, and the cards on it with it (its quest
        cards, the card under it, its pilot), each to its owner's discard pile."""
        inst = self.board.cards[iid]
        self._shed(inst, quest_to="discard")
        self.move(iid, inst.owner, "discard")

    def _trigger(self, controller: str, source: str, kind: str, line: tuple) -> None:
        """A triggered ability: resolved now if it asks for no choice (a TriggerResolved may still record it),
        else it waits for TriggerResolved. One that no choice lets resolve resolves none of its icons ("If you
        can't resolve each icon in an ability featuring an effect icon, you don't resolve any of them."): it
        waits as an optional one, that moving on lets go (a TriggerResolved for it is judged as ever)."""
        b = self.board
        self.touch(b)
        if not ab.needs_choice(line):
            ab.resolve(self, controller, source, line, deque(), temporary=True)
            b.resolved_alone.append((controller, source))
            return
        b.pending.append(Pending(source=source, controller=controller, kind=kind, ability=[str(i) for i in line],
                                 optional=not ab.can_choose(b, controller, source, line)))

    def eliminate(self, pid: str, why: Text) -> None:
        b = self.board
        seat = b.seat(pid)
        if seat.eliminated:
            return
        self.touch(seat)
        self.touch(b)
        seat.eliminated = True
        note(b, N_("turn {turn}: {why}: {player} is eliminated"), turn=b.turn, why=why, player=pid)
        for iid in list(seat.battlefield):
            self.discard_from_play(iid)  # the cards on it too: they leave the game with it
        if b.attack is not None and b.attack.defender == pid:
            _end_attack(self)  # no guardian is left to reveal: the attack is over
        alive = b.alive()
        if len(alive) == 1 and not b.over:
            b.over = True
            b.winner = alive[0].id
            set_result(b, N_("{player} wins, last player standing ({why})"), player=alive[0].id, why=why)
        elif not alive and not b.over:
            b.over = True
            set_result(b, N_("no player is left"))

    def win(self, pid: str, why: Text) -> None:
        b = self.board
        if not b.over:
            self.touch(b)
            b.over = True
            b.winner = pid
            set_result(b, N_("{player} wins: {why}"), player=pid, why=why)

    # -- turns -----------------------------------------------------------
    def end_turn(self, passed: bool) -> None:
        """Hand the counter to the next player and start their turn."""
        b = self.board
        nxt = b.next_seat(b.active)
        # On the gauge: "on the number where your turn finished", not where a card played after that moved it.
        gauge = PASS_GAUGE if passed else -(b.gauge if b.finished_on is None else b.finished_on)
        # A pass in a turn that may already have ended (the least the counter can stand on past the opponent's 1: a
        # hidden card's unknown cost, or what was paid after it) may come after the turn was over (the pass then
        # changes nothing), so where the counter stands stays unknown into the next turn too, whose end is taken from
        # the log; a pass in a turn that cannot have ended puts it on 3 (docs/chrono-clash-icons.md, Readings: "A
        # card played under a name its deck list lacks").
        unknown = b.gauge_unknown and (not passed or b.gauge_low <= -1)
        if unknown:
            # Where the turn finished is unknown (a hidden card's cost): on the next player's side, at least as far as
            # the most the counter could stand on (or 1), at most as far as the least it could have reached this turn
            # (or 1), at most at the gauge's end. A pass leaves it anywhere from their 1 to that, or on 3.
            low = 1 if passed else max(1, gauge)
            gauge = max(PASS_GAUGE if passed else low, min(GAUGE_END, -b.gauge_deepest))
        b.turn_ended_by = "pass" if passed else "gauge"
        if passed:
            b.drift_from = 0  # the counter back on 3: where it stands is known again
        lead = 0 if passed or unknown or b.finished_on is None else b.finished_on - b.gauge
        if (b.illegal_end is not None and b.illegal_end[0] == nxt.id and len(b.alive()) > 2
                and b.illegal_turn is None):  # (handed to them again: the first hand-over is kept)
            at = self.event.seq if self.event is not None else b.seq
            b.illegal_turn = (_keep_board(b), passed, len(b.notes), at, (), ())  # (_illegal_skipped)
        self.begin_turn(nxt.id, gauge)
        b.gauge_unknown = unknown
        if unknown:
            b.gauge_low = b.gauge_deepest = low
        if lead > 0 and not b.over and b.active == nxt.id:
            b.table_lead = lead  # the late cards' costs moved the table's counter on: _table_counter

    def begin_turn(self, pid: str, gauge: int) -> None:
        b = self.board
        for _ in range(len(b.seats) + 1):
            b.turn += 1
            b.active = pid
            b.gauge = gauge
            b.ended = gauge <= -1
            b.finished_on = None
            b.ended_by_gain = None
            b.step = "draw"
            b.table_lead = 0
            b.early_draw = None
            b.skipped_draw = None
            if b.early_taken is not None and b.early_taken[0] == pid:
                taken = b.cards.get(b.early_taken[1])
                if taken is not None and taken.zone == "hand" and b.early_taken[1] in b.seat(pid).hand:
                    b.skipped_draw = b.early_taken  # a draw of it now: the table never drew it (on_drawn)
                b.early_taken = None  # their next turn: a draw of that card now is no late record
            if b.forgotten is not None and b.forgotten[0] == pid:
                b.forgotten = None  # their battlers untap: which one made the attack left out no longer shows
            b.left_out = None
            b.guessed_discard = None
            if b.forced_left_out is not None and b.turn > b.forced_left_out[3] + 1:
                b.forced_left_out = None
            if b.cut_attack is not None and b.cards[b.cut_attack[0]].owner != pid:
                b.cut_attack = None
            b.attack = None
            b.must_attack = None
            for s in b.seats:
                s.leader_bonus = 0
            if b.eot:
                self._end_of_turn()
            seat = b.seat(pid)
            # At the beginning of your turn, discard the cards on your battlers: 1 quest point each.
            for iid in list(seat.battlefield):
                inst = b.cards[iid]
                if inst.quest and b.may_have_left and iid in b.may_have_left:
                    # It may have left play unseen (an unnamed action targeted it, a battle not judged), its quest
                    # card with it: no quest point from it; the log shows where it is (_left_after_all), or an event
                    # using it in play this turn shows it was there, its points due now (_stayed).
                    b.quest_held = tuple(x for x in b.quest_held if x[0] != iid) + ((iid, b.turn, tuple(inst.quest)),)
                    continue
                if inst.quest:
                    n = len(inst.quest)
                    _flagged_points(b, pid, inst.quest)
                    for q in inst.quest:
                        self.move(q, b.cards[q].owner, "discard")
                    seat.quest_points += n
                    for line in ab.triggered(b, iid, "quest-complete"):
                        self._trigger(pid, iid, "quest-complete", line)
                        if n > 1:
                            _quest_draws_open(self, pid, n - 1, line)
                    if _hidden(b, iid):
                        _unseen_acts(self, iid, "quest-complete")  # it may draw then (Radiant Seer)
            if seat.quest_points >= QUEST_WIN:
                self.win(pid, _quest_win(b, pid, seat.quest_points))
                b.won_at_start = True  # before the turn's draw: the log may record it all the same (_after_the_end)
                return
            for iid in seat.battlefield:
                b.cards[iid].tapped = False
            if seat.deck:
                return
            self.eliminate(pid, msg(N_("{player} could not draw a card at the start of the turn"), player=pid))
            b.failed_draw = (b.failed_draw or ()) + (pid,)  # the next events may record the draws that failed (step)
            if b.over:
                return
            # Out of the game during their own turn, before paying anything: the next player begins on 3, as
            # after a pass (docs/chrono-clash-icons.md, Readings: "A turn cut short").
            pid, gauge = b.next_seat(pid).id, PASS_GAUGE

    def _end_of_turn(self) -> None:
        """End-of-turn effects end: on cards in play (and their pilots) and in hands (cost
        modifiers last this turn in hand too: Swift Tactics).

        Only cards in ``board.eot`` can carry one (every change of strength_mod, cost_mod,
        gained_eot or attack_ok adds its card there); the others already have none.
        """
        b = self.board
        cards = b.cards
        kept: set[str] = set()
        for iid in b.eot:
            inst = cards[iid]
            zone = inst.zone
            if zone == "battlefield" or zone == "hand":
                if inst.gained_eot:
                    b.kw.clear()
                inst.strength_mod = 0
                inst.gained_eot = ()
                inst.attack_ok = False
                inst.cost_mod = 0
            elif zone == "attached" and inst.attached_to is not None:
                eva = cards[inst.attached_to]
                if eva.pilot == iid and (eva.zone == "battlefield" or eva.zone == "hand"):
                    if inst.gained_eot:
                        b.kw.clear()
                    inst.strength_mod = 0
                    inst.gained_eot = ()
            if inst.strength_mod or inst.cost_mod or inst.gained_eot or inst.attack_ok:
                kept.add(iid)
        b.eot = kept

    def settle_turn(self) -> None:
        """End the turn now if the counter passed the opponent's 1 and nothing is left to resolve."""
        b = self.board
        if b.over or b.step == "draw":
            return
        if self.turn_over() and not b.pending and b.attack is None and b.must_attack is None:
            self.end_turn(passed=False)


def finish(board: Board) -> list[Violation] | None:
    """After the last event: end a finished turn and run the automatic start of the next one
    (quest scoring, the failed draw) so a log that stops there gets its result."""
    j = Judge(board, None)
    skipped = board.illegal_turn
    if skipped is not None and board.illegal_end is not None and not board.over:
        # The log ends with no event of the defender's since the turn was handed to them after the attack the rules
        # did not allow: it stood, and eliminated them then, the events since carried again (_illegal_skipped).
        trial = board.copy()
        again = _skip_carried(Judge(trial, None), skipped, board.illegal_end[0], board.illegal_end[1])
        if again is not None:  # (else the events since say otherwise: eliminated at the end, below)
            _skip_said(skipped, again)
            _taken_over(board, trial)
    if board.unnamed_attack is not None and not board.over:
        settle_unnamed_attack(j, None)
    if board.unnamed_bare is not None:
        _bare_shown(j, None)
    if board.cut_twice and not board.over:
        # The log ends before it shows whether the guardians owed were fought: the uses stood, a repeat among them
        # the one action recorded twice (_cut_uses_stood).
        _cut_uses_stood(j, board.cut_used, board.cut_twice)
        board.cut_doomed, board.cut_used, board.cut_twice = False, (), ()
    held, board.unchosen_flags = board.unchosen_flags, None
    if held is not None:
        j.found.extend(held[1])  # (a summon ability's choice left out, the log ending at the summon)
    held, board.unchosen_discard_flags = board.unchosen_discard_flags, None
    if held:
        j.found.extend(held)  # (an attack ability's discard left out, the log ending before its choice)
    said, board.reinforce_said = board.reinforce_said, None
    if said is not None and not board.over:
        j.found.extend(said[3])  # (a Reinforcements TriggerResolved, the log ending before a summon)
    deferred = list(j.found)  # (the attack whose defender the log left out, flagged at its seq)
    ended, board.illegal_end = board.illegal_end, None
    if ended is not None and not board.over:
        # The log ends with no event of the defender's after the attack the rules did not allow: it stood, and
        # eliminated them (_attack_stack).
        j.eliminate(ended[0], msg(N_("{card} attacked {player}, who had no guardians left"), card=j.label(ended[1]),
                                  player=ended[0]))
    stood = board.attack
    if (stood is not None and stood.unguarded and not stood.past and not board.over
            and not board.seat(stood.defender).guardians):
        # The log ends at an attack on a stack with no guardian left whose defender's unnamed card may have added
        # some (Wild Growth): no reveal shows it did, so the attack eliminated them (_attack_stack).
        _unguarded_end(j, stood)
    elif stood is not None and stood.emptied and not board.over:
        _emptied_fought(j, stood)  # the log ends at it, no reveal: as when it goes on with something else (step)
        if not board.seat(stood.defender).guardians:
            _unguarded_end(j, stood)
    for _ in range(len(board.seats) + 1):
        if board.over:
            break
        before = (board.turn, board.active)
        j.settle_turn()
        if (board.turn, board.active) == before:
            break
    return deferred or None


# ---------------------------------------------------------------------------
# Event handlers

def _pool_of(seat, iid: str) -> dict[str, int]:
    """The unrevealed copies a hidden card is taken from."""
    return seat.unbound_extra if _extra_id(iid) else seat.unbound


def _extra_id(iid: str) -> bool:
    """An extra deck card's id (``alice.x1``)."""
    return iid.split(".")[-1].startswith("x")


def _no_copy(j: Judge, pid: str, name: str) -> None:
    """Flag a paper log's name for a hidden card of ``pid`` that their deck list has no copy of: none at all (neither
    the deck nor the extra deck lists it), or none left (every listed copy revealed already)."""
    seat = j.board.by_id.get(pid) or j.board.seat(pid)
    if not seat.decklist.get(name, 0) and not seat.extralist.get(name, 0):
        j.flag("ccs.log.unknown-card", N_("{player} revealed {name!r}, a card their deck list does not have"),
               player=pid, name=name)
    else:
        j.flag("ccs.log.unknown-card", N_("{player} revealed {name!r}, but their deck list has no copy of it left"),
               player=pid, name=name)


def _trade_places(j: Judge, seat: Any, in_deck: str, in_hand: str, zone: str = "deck") -> None:
    """``in_deck`` (a card of ``seat``'s deck, or of the ``zone`` given: ``extra``) goes into the hand where
    ``in_hand`` was, and ``in_hand`` into that deck where ``in_deck`` lay: what a draw from under the top changes, or
    changes back."""
    pile = getattr(seat, zone)
    k, h = pile.index(in_deck), seat.hand.index(in_hand)
    j.move(in_deck, seat.id, "hand")
    j.move(in_hand, seat.id, zone)
    pile.remove(in_hand)
    pile.insert(k, in_hand)
    seat.hand.remove(in_deck)
    seat.hand.insert(h, in_deck)


def _swap_back(j: Judge, card: str) -> None:
    """``card``, in the deck, is taken from the hand: when it is the card that was on top when the log drew another
    from under it (flagged then, ``ccs.draw.not-top``), and that one is in the hand still, the draw took ``card``
    after all: the two change places back, ``card`` into the hand, the other back in the deck where ``card`` lay, so
    the log's later draw of it takes it there (docs/chrono-clash-icons.md, Readings: "A card drawn from under the
    top")."""
    b = j.board
    inst = b.cards[card]
    seat = b.by_id.get(inst.owner) or b.seat(inst.owner)
    back = seat.swapped.get("~" + card)
    if back is not None:
        # Taken back into the deck by an earlier swap-back, and needed in the hand now: the deck was off by more
        # than the one draw (a card drawn that the log left out); flagged, as a consequence of that draw.
        j.linked = int(back)
        return
    under = next((k for k, v in seat.swapped.items() if v == card), None)
    if under is None or under not in seat.hand or card not in seat.deck:
        return
    del seat.swapped[under]
    seat.swapped["~" + under] = seat.swapped.pop("@" + under, "0")
    _trade_places(j, seat, card, under)
    note(b, N_("seq {seq}: {card} is taken from the hand: the draw the log gave as {other} took it, the top card; "
               "{other} goes back in the deck"), seq=j.event.seq, card=j.label(card), other=j.label(under))


def _legion_drew(j: Judge, card: str) -> None:
    """The log takes ``card`` from the hand, a hidden card a Legion ability discarded from the top of the deck
    (``Board.legion_hidden``): it was a battler, so the Legion ability drew it; it goes from the discard pile into
    its owner's hand (docs/chrono-clash-icons.md, Readings: "A card a Legion ability discarded, unnamed")."""
    b = j.board
    j.touch(b)
    b.legion_hidden = tuple(x for x in b.legion_hidden if x != card)
    inst = b.cards[card]
    if inst.zone != "discard" or inst.name is not None:
        return
    j.move(card, inst.owner, "hand")
    b.legion_drawn += (card,)
    note(b, N_("seq {seq}: {card}, a card a Legion ability discarded without the log saying what it was, is taken "
               "from the hand: it was a battler, and that ability drew it"), seq=j.event.seq, card=card)


def _event_ids(ev: Any) -> set[str]:
    """The card ids event ``ev`` names, in any of its fields."""
    out: set[str] = set()
    if ev is None:
        return out
    for value in msgspec.structs.asdict(ev).values():
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, list):
            out.update(v for v in value if isinstance(v, str))
    return out


def _battler_shown(j: Judge, iid: str | None) -> None:
    """An event names ``iid`` as a battler in play. When it is a hidden card of its owner's hand and a battler of
    theirs that a summon by name only took from the hand (``Board.summon_guessed``) is in play, that summon took
    ``iid``: the two change places, ``iid`` in play as the battler (its name, its state), the other back in the hand,
    hidden (as a quest card the log did not give does, :func:`_quest_card_shown`). Named itself, the guess stands."""
    b = j.board
    if not b.summon_guessed or iid is None or iid not in b.cards:
        return
    if iid in b.summon_guessed:
        j.touch(b)
        b.summon_guessed = tuple(x for x in b.summon_guessed if x != iid)
        return
    inst = b.cards[iid]
    if inst.zone != "hand" or inst.name is not None:
        return
    seat = b.seat(inst.owner)
    att = b.attack
    fits = [x for x in b.summon_guessed if b.cards[x].owner == inst.owner and b.cards[x].zone == "battlefield"
            and _pool_of(seat, x) is _pool_of(seat, iid) and b.must_attack != x
            and (att is None or att.attacker != x) and all(p.source != x for p in b.pending)]
    # One this same event names as a card of the hand (the quest card it puts on the battler): that summon did not
    # take it, so it is the one that took ``iid`` (else the first).
    named = _event_ids(j.event) - {iid}
    g = next((x for x in fits if x in named), fits[0] if fits else None)
    if g is None or seat.known_order:
        return
    other = b.cards[g]
    j.touch(b)
    j.touch(seat)
    j.touch(inst)
    j.touch(other)
    b.summon_guessed = tuple(x for x in b.summon_guessed if x != g)
    for f in type(inst).__struct_fields__:
        if f != "id":
            v = getattr(inst, f)
            setattr(inst, f, getattr(other, f))
            setattr(other, f, v)
    seat.hand[seat.hand.index(iid)] = g
    seat.battlefield[seat.battlefield.index(g)] = iid
    for c in b.cards.values():
        if c.attached_to == g:
            j.touch(c)
            c.attached_to = iid
    b.kw.clear()
    note(b, N_("seq {seq}: {card} is taken from the hand: the summon the log gave without its card id took it; {other} "
               "goes back to {player}'s hand"), seq=j.event.seq, card=iid, other=g, player=inst.owner)


def _quest_card_shown(j: Judge, card: str) -> None:
    """The log takes ``card`` from the hand, the quest card the engine took for a QuestStarted that did not say which
    (``Board.quest_guessed``): the face-down card was another hidden card of that hand, and the two change places."""
    b = j.board
    j.touch(b)
    b.quest_guessed = tuple(x for x in b.quest_guessed if x != card)
    inst = b.cards[card]
    seat = b.seat(inst.owner)
    if seat.known_order:
        return  # the log should have named it (flagged at the quest): only its guardian reveal is read (on_guardian)
    other = next((x for x in seat.hand if b.cards[x].name is None and x != card), None)
    if other is None and inst.zone in ("discard", "quest"):
        # No hidden card left in the hand: the face-down card was one the log had named (the last one drawn).
        other = next((x for x in reversed(seat.hand) if x != card), None)
    if inst.zone == "discard" and other is not None and card in seat.discard:
        # The quest card has left the battler since (the quest completed, or the battler destroyed): it went to the
        # discard pile, and what went there was that other hidden card; the two change places.
        j.touch(seat)
        j.touch(b.cards[other])
        j.touch(inst)
        seat.discard[seat.discard.index(card)] = other
    else:
        if inst.zone != "quest":
            return
        holder = next((x for x in b.cards if card in b.cards[x].quest), None)
        if other is None or holder is None:
            return
        j.touch(seat)
        j.touch(b.cards[holder])
        j.touch(b.cards[other])
        j.touch(inst)
        h = b.cards[holder]
        h.quest = tuple(other if x == card else x for x in h.quest)
    seat.hand[seat.hand.index(other)] = card
    b.cards[other].zone = inst.zone  # where the guessed card lay: the discard pile, or under the quest
    inst.zone = "hand"
    b.quest_guessed += (other,)
    if inst.name is not None and b.cards[other].name is None and _pool_of(seat, card) is _pool_of(seat, other):
        # The name a reveal gave the quest card without its id (bound to the card taken for it) is the quest card's:
        # it goes with it to its id now, and the card taken from the hand is hidden again.
        b.cards[other].name, inst.name = inst.name, None
        b.kw.clear()
    note(b, N_("seq {seq}: {card} is taken from the hand: the quest card the log did not name was another of "
               "{player}'s hidden cards, {other}"), seq=j.event.seq, card=card, player=inst.owner, other=other)


def _card(j: Judge, pid: str, card: str | None, name: str | None, zones: tuple[str, ...], what: Text, *,
          played: bool = False) -> str | None:
    """The instance an event names, bound to ``name`` where the log only knew the name. ``played``: a summon, an
    action or a Transform, whose hidden card given a name the deck list has no copy of stays unnamed
    (:func:`_unlisted`)."""
    if "hand" in zones and card is not None and card in j.board.cards and j.board.cards[card].zone == "discard":
        j.reclaim(card)  # the log takes it from the hand: an unnamed discard before was another card
    if "hand" in zones and card is not None and card in j.board.cards and j.board.cards[card].zone == "deck":
        _swap_back(j, card)
    if "hand" in zones and card is not None and card in j.board.legion_hidden:
        _legion_drew(j, card)
    if "hand" in zones and card is not None and card in j.board.quest_guessed:
        _quest_card_shown(j, card)
    if name is None and card is not None and card in j.board.cards:
        return card  # what named_card answers here, without its look-ups
    if played and name is not None:
        hidden = _unlisted(j, pid, card, name, zones)
        if hidden is not None:
            return hidden
    b = j.board
    chosen = None
    if card is None and name is not None:
        seat = b.seat(pid)
        inside = [iid for z in zones for iid in zone_list(seat, z) or []]
        if not any(b.cards[iid].name == name for iid in inside):
            # The first hidden card that can be one (an extra deck card's name, a card drawn from the extra deck).
            chosen = next((iid for iid in inside if b.cards[iid].name is None and _pool_of(seat, iid).get(name, 0) > 0),
                          None)
    found = named_card(j, pid, card if chosen is None else chosen, name, zones, what, rule="ccs.log.unknown-card",
                       zone_list=zone_list, pool_of=_pool_of)
    if chosen is not None and found == chosen and isinstance(j.event, BattlerSummoned) and zones == ("hand",):
        j.touch(b)
        b.summon_guessed += (chosen,)
    if chosen is not None:
        # A paper log gives only the name: the engine binds it to the first hidden card of the zone (hand order, the
        # lowest id first) and says which, so that later events can name it (docs/log-format.md, Paper table).
        note(b, N_("seq {seq}: the log gives {name!r} without its card id: the engine takes {card}, the first of "
                   "{player}'s hidden cards where it can be; later events name it {card}"),
             seq=j.event.seq, name=name, card=found, player=pid)
    if name is not None:
        b.kw.clear()  # a hidden card may have learnt its name (and with it, its abilities)
    return found


def _unlisted(j: Judge, pid: str, card: str | None, name: str, zones: tuple[str, ...]) -> str | None:
    """A summon, an action or a Transform of a paper log naming a hidden card (by its id, or the first hidden card of
    ``zones`` where only the name is given and no card can be it) with a name the deck list has no copy of: the card
    it really was is unknown, so it is played as a card the log does not name, its cost and what it does taken from
    the log; flagged once here (``ccs.log.unknown-card``), not again by :func:`_unnamed`
    (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks"). None otherwise."""
    b = j.board
    seat = b.by_id.get(pid) or b.seat(pid)
    if card is None:
        inside = [iid for z in zones for iid in zone_list(seat, z) or []]
        if any(b.cards[iid].name == name or (b.cards[iid].name is None and _pool_of(seat, iid).get(name, 0) > 0)
               for iid in inside):
            return None
        x = next((x for x in seat.extra if b.cards[x].name == name), None)
        if x is None and seat.unbound_extra.get(name, 0) > 0:
            x = next((x for x in seat.extra if b.cards[x].name is None), None)
        if x is not None and not any(_extra_id(iid) for iid in inside):
            # An extra deck card none of the hand can be, still in the extra deck (nothing drew it): that card, summoned
            # or played from there (``ccs.summon.not-in-hand``, the one fault), not a hand card under a wrong name
            # (docs/chrono-clash-icons.md, Readings: "An extra deck card nothing drew").
            if b.cards[x].name is None:
                _bind(j, seat, x, name)
            return x
        hidden = [iid for iid in inside if b.cards[iid].name is None]
        if getattr(j.event, "payment", None):
            # Paid by destroying battlers: an extra deck card's payment, so a hidden extra deck card of the hand first.
            hidden.sort(key=lambda iid: not _extra_id(iid))
        card = hidden[0] if hidden else None
    inst = b.cards.get(card) if card is not None else None
    if inst is None or inst.name is not None or inst.owner != pid or _pool_of(seat, card).get(name, 0) > 0:
        return None
    _no_copy(j, pid, name)
    j.unlisted = card
    return card


def _bind(j: Judge, seat, iid: str, name: str) -> None:
    bind(j, seat, iid, name, rule="ccs.log.unknown-card", pool_of=_pool_of)
    j.board.kw.clear()


def _main_action(j: Judge, ev: Any, what: Text, *, forced_attack: str | None = None, late: bool = False) -> bool:
    """Checks shared by main-phase actions; return False when the event cannot be applied. ``late``: a Sneak Attack
    recorded late (``_sneak_late``), the attack of a turn already flagged, not judged against this turn."""
    b = j.board
    inst = b.cards.get(forced_attack) if forced_attack is not None else None
    if (ev.player != b.active and forced_attack is not None and forced_attack == b.must_attack and inst is not None
            and inst.owner == ev.player):
        # The attack a Sneak Attack or a Transform makes at once, "even if it's no longer your turn": part of that
        # summon (flagged there when it was out of turn), not a second play out of turn (docs/chrono-clash-icons.md,
        # Readings: "A card played out of turn").
        j.out_of_turn = ev.player
    elif ev.player != b.active and not late:
        j.flag("ccs.turn.not-your-turn", N_("{player} {what} during {active}'s turn"), player=ev.player, what=what, active=b.active)
        j.out_of_turn = ev.player
    if b.drawn_ahead is not None and b.step != "draw" and b.drawn_ahead[0] == ev.player:
        b.drawn_ahead = None  # they play on in the turn they drew in: it was that turn's draw
    if b.step == "draw" and ev.player == b.active and _drawn_ahead(j, ev.player):
        pass  # the turn's draw, recorded early in the turn before: made
    elif b.step == "draw" and ev.player == b.active and not late:
        j.flag("ccs.turn.draw-step", N_("{player} {what} before drawing the turn's card"), player=ev.player, what=what)
        seat = b.seat(ev.player)
        if seat.deck:
            b.early_draw = b.early_taken = (ev.player, seat.deck[0])
            j.move(seat.deck[0], ev.player, "hand")
        b.step = "main"
    if b.pending:
        p = b.pending[0]
        if not p.optional:  # charged to the trigger's controller, who owes its choice
            j.flag("ccs.ability.pending",
                   N_("{player} {what} while the {kind} ability of {source} was still to be resolved"), by=p.controller, player=ev.player, what=what, kind=term(p.kind, "ability"), source=j.label(p.source))
        b.pending.clear()
    if b.attack is not None and b.attack.maybe_late:
        _late_after_all(j)
    if b.attack is not None and _twice_was_next(j):
        pass  # the attack finished by the reveal the log gave the wrong id
    elif b.attack is not None:
        att = b.attack
        if not _out_of_turn(b, att):
            # (the attack's one fault its discard's choice left out, said just now: this is another)
            chosen = any(v.rule == "ccs.ability.choice" and v.seq < j.event.seq for v in j.found)
            j.flag("ccs.attack.unfinished",
                   N_("{player} {what} while the attack of {attacker} still had guardians to reveal"), player=ev.player, what=what, attacker=j.label(att.attacker))
            if chosen:
                _own_root(j)
        if not att.ghost and not att.as_recorded and not att.stopped:
            b.cut_attack = (att.attacker, att.defender, att.questing, att.remaining)
            _cut_owed(b, att)
        _end_attack(j)
    if b.must_attack is not None and forced_attack != b.must_attack and _sneak_unowed(j):
        pass
    elif b.must_attack is not None and forced_attack != b.must_attack:
        j.flag("ccs.attack.must-attack", N_("{must_attack} had to attack at once, but {player} {what}"), must_attack=j.label(b.must_attack), player=ev.player, what=what)
        _forced_attack_missed(j)
    if forced_attack is None and j.turn_over() and ev.player == b.active and not _table_counter(j):
        if b.finished_on is None:
            # The turn finished here: what this late play and any after it pay does not carry over to the next
            # player (docs/chrono-clash-icons.md, Readings: "A card played after the turn is over").
            b.finished_on = b.gauge
        gained = b.ended_by_gain
        if b.gauge <= -1 and gained is not None and gained[1] in b.cards:
            # The time an opponent's ability gained (a guardian's) ended the turn: said as such, as
            # ccs.guardian.attack-stopped says it.
            j.flag("ccs.gauge.turn-over",
                   N_("{player} {what} after the counter reached the opponent's {value}: the turn was over, ended at "
                      "seq {seq} by the time {source} gave {gainer}"), player=ev.player, what=what, value=-b.gauge,
                   seq=gained[0], source=j.label(gained[1]), gainer=gained[2])
        elif b.gauge <= -1:
            j.flag("ccs.gauge.turn-over",
                   N_("{player} {what} after the counter reached the opponent's {value}: the turn was over"), player=ev.player, what=what, value=-b.gauge)
        elif b.gauge > 0:  # time gained after paying: the counter came back, the turn stayed over
            j.flag("ccs.gauge.turn-over",
                   N_("{player} {what} after the counter had reached the opponent's 1 or beyond, which ended the turn "
                      "(time gained since only moved it back to {player}'s {value})"), player=ev.player, what=what, value=b.gauge)
        else:
            j.flag("ccs.gauge.turn-over",
                   N_("{player} {what} after the counter had reached the opponent's 1 or beyond, which ended the turn "
                      "(time gained since only moved it back to 0)"), player=ev.player, what=what)
        _drifted(j)
        if type(ev) is AttackDeclared:
            b.past_end_attack = (ev.attacker, ev.seq, b.turn)
        ended = b.choice_ended_turn
        if (ended is not None and ended[0] == b.turn and j.found[-1].caused_by is None
                and ended[1] not in (getattr(ev, "card", None), getattr(ev, "attacker", None))):
            # The card whose cost ended the turn was flagged for its ability's choice only: that cost was paid all
            # the same, so this play after the end, of another card, is its player's own fault (a choice made would
            # not have allowed it). (That same card played again shows the log was wrong about it: not so.)
            _own_root(j)
    elif (forced_attack is None and not late and ev.player == b.active and _maybe_over(b) and b.gauge > 0
          and (type(ev) is ActionPlayed or (type(ev) is BattlerSummoned and ev.mode == "normal"))):
        # A hidden card's cost left the counter unknown and the turn only may be over: the active player playing on
        # shows it was not (the log's turn end is taken as the table's), so the counter stood on 0 or their side,
        # and the turn finishes no further than from there (the next player's time) (docs/chrono-clash-icons.md,
        # Readings: "A card played under a name its deck list lacks"). Only a card played for its cost shows it (an
        # attack may be a Sneak Attack's, made "even if it's no longer your turn"); only while the counter may still
        # stand on their side.
        # Where the turn may have finished before it (the play then late) stays in Board.gauge_deepest.
        j.touch(b)
        b.gauge_low = max(b.gauge_low, 0)
    return True


def _cut_owed(b: Board, att: Attack) -> None:
    """The attack ``att`` on a guardian stack, cut short with guardians still to reveal: in a full-order log (those
    guardians named), the ones it would still have reached (``Board.cut_owed``)."""
    if att.questing is not None:
        return
    seat = b.seat(att.defender)
    owed = tuple(seat.guardians[:max(att.remaining, 0)])
    # A paper log's stack (its order not checked, its hidden cards alike): as many of its hidden cards.
    if owed and (all(b.cards[x].name is not None for x in owed)
                 or (not seat.known_order and all(b.cards[x].name is None for x in owed))):
        b.cut_owed = (att.defender, owed, att.attacker)
        b.cut_doomed = _doomed(b, att.attacker, owed)
        b.cut_used, b.cut_twice = (), ()


def _doomed(b: Board, attacker: str, guardians: tuple[str, ...]) -> bool:
    """Whether ``guardians``, each fought in turn as a revealed one is (on_guardian), destroy ``attacker`` (or send it
    back to the hand: Withdraw, as _lose has it): a battler guardian of its strength or more, or any battler guardian
    with the attacker's Last Stand. Unknown (a hidden attacker or guardian): False, the battle not judged."""
    inst = b.cards.get(attacker)
    if inst is None or inst.zone != "battlefield" or _hidden(b, attacker):
        return False
    a = _attack_strength(b, attacker)
    if a is None:
        return False
    for x in guardians:
        gdef = b.card_def(x)
        if gdef is None:
            return False
        if gdef.type != "battler":
            continue
        if gdef.strength + b.cards[x].strength_mod >= a:
            return not ab.has(b, attacker, "recovery")
        if ab.has(b, attacker, "last-stand"):
            return True
    return False


def _cut_use(b: Board, ev: QuestStarted | AttackDeclared | TapAbilityActivated) -> None:
    """``ev`` uses, as a battler in play, the attacker that guardians still owed would take out of play
    (``Board.cut_doomed``), before the log shows that battle was fought: judged then (``_fought_unseen``)."""
    iid = ev.attacker if type(ev) is AttackDeclared else ev.battler
    if b.cut_doomed and b.cut_owed is not None and b.cut_owed[2] == iid:
        b.cut_used += (ev,)


def _withdrawn_shown(j: Judge, ev: BattlerSummoned) -> None:
    """A summon from the hand of the attacker with Withdraw that guardians still owed would send back to the hand
    (``Board.cut_doomed``), before the log shows that battle was fought: the summon shows it was ("return it to its
    owner's hand"): those guardians are taken as fought now and discarded, Withdraw returns it to the hand, and the
    summon is judged from there, with a note; the attack cut short stays the one fault (ccs.attack.unfinished)."""
    b = j.board
    owed = b.cut_owed
    iid = ev.card
    if (owed is None or not b.cut_doomed or iid is None or owed[2] != iid or iid not in b.cards
            or b.cards[iid].zone != "battlefield" or b.cards[iid].owner != ev.player
            or not ab.has(b, iid, "withdraw") or ab.has(b, iid, "last-stand")):
        return
    defender = owed[0]
    stack = b.seat(defender).guardians
    if not all(x in stack for x in owed[1]):
        return
    b.cut_owed = None
    for x in owed[1]:
        j.move(x, defender, "discard")
    b.cut_fought = (defender, owed[1], iid)
    _fought_unseen(j, iid, defender)
    note(b, N_("seq {seq}: {player} summoned {card} from the hand: {skipped}, left to reveal when its attack was cut "
               "short, was fought then and discarded, its reveal left out of the log, and Withdraw returned {card} to "
               "the hand"), seq=ev.seq, player=ev.player, card=j.label(iid),
         skipped=", ".join(j.label(x) for x in owed[1]))


def _cut_uses_stood(j: Judge, used: tuple[Any, ...], twice: tuple[int, ...]) -> None:
    """The guardians an attack cut short still had to reach were not fought (or the log ends before it shows): its
    attacker's uses since were of a battler in play; one that repeated the one before exactly, the battler already
    tapped (``Board.cut_twice``), is the one action recorded twice, flagged now at its own seq (_recorded_twice)."""
    b = j.board
    for u in used:
        if u.seq not in twice:
            continue
        j0 = Judge(b, u)
        if type(u) is QuestStarted:
            j0.flag("ccs.quest.tapped", N_("{card} is already tapped: a battler is tapped to go on a quest"),
                    card=j.label(u.battler))
        else:
            j0.flag("ccs.tap.tapped", N_("{card} is already tapped"), card=j.label(u.battler))
        _twice(j0, u)
        j.found.extend(j0.found)


def _fought_unseen(j: Judge, attacker: str, defender: str) -> None:
    """The guardians an attack cut short still had to reach, their reveals left out, are taken as fought: they fight
    as revealed ones would (Board.cut_doomed): the attacker they beat leaves play now, so the log's later uses of it
    are judged against a battler no longer in play (docs/chrono-clash-icons.md, Readings: "A guardian reveal the log
    left out")."""
    b = j.board
    doomed, b.cut_doomed = b.cut_doomed, False
    used, b.cut_used = b.cut_used, ()
    twice, b.cut_twice = b.cut_twice, ()
    if not doomed:
        _cut_uses_stood(j, used, twice)
    inst = b.cards.get(attacker)
    if not doomed or inst is None:
        return
    withdrawn = ab.has(b, attacker, "withdraw") and not ab.has(b, attacker, "last-stand")
    for u in used:
        # A use of it as a battler in play after that battle (an attack, a tap ability, a quest), recorded before the
        # reveal that shows the battle was fought: a battler no longer in play, flagged at its own seq, as in the log
        # with that reveal (_cut_use). What it did at the table stands (an attack's battles and abilities, a tap
        # ability's effects, a quest completed before this reveal: its point and its card in the discard pile), as
        # the later events were played on it; only a quest card still on the battler, which now never completes,
        # goes back to the hand, as the quest of a battler not in play places none (on_quest).
        j0 = Judge(b, u)
        rule = {QuestStarted: "ccs.quest.not-your-battler", AttackDeclared: "ccs.attack.not-your-battler",
                TapAbilityActivated: "ccs.tap.not-your-battler"}[type(u)]
        if withdrawn:
            j0.flag(rule, N_("{card} is not one of {player}'s battlers in play: the guardian it fought in its attack "
                             "cut short at the table sent it back to the hand (Withdraw)"),
                    card=j.label(attacker), player=u.player)
        else:
            j0.flag(rule, N_("{card} is not one of {player}'s battlers in play: the guardian it "
                             "fought in its attack cut short at the table destroyed it"),
                    card=j.label(attacker), player=u.player)
        j.found.extend(j0.found)
        if type(u) is QuestStarted and u.card in inst.quest and inst.zone == "battlefield":
            # its quest card stays in the hand (on_quest)
            j.touch(inst)
            inst.quest = tuple(x for x in inst.quest if x != u.card)
            j.move(u.card, u.player, "hand")
    if inst.zone != "battlefield":
        return  # it left play since, on its own (in a battle of a later attack, say)
    if b.attack is not None and b.attack.attacker == attacker:
        # Its attack under way, made after that battle: carried on as recorded, as a dead battler's is (_attack).
        j.touch(b.attack)
        b.attack.as_recorded = True
    if ab.has(b, attacker, "last-stand"):
        j.destroy(attacker, by=None)
    else:
        _lose(j, attacker, True, defender)


def _out_of_turn(b: Board, att: Attack) -> bool:
    """The attack under way is another player's than the active one's, declared out of turn (``ccs.turn.not-your-turn``,
    flagged there: an attack recorded early, or made out of turn): the active player owed no guardian for it, so an
    event that cuts it short is no ``ccs.attack.unfinished``; a guardian revealed for it later resumes it
    (``_resume_cut``) (docs/chrono-clash-icons.md, Readings: "An attack recorded early")."""
    inst = b.cards.get(att.attacker)
    return not att.ghost and inst is not None and inst.owner != b.active


def _table_counter(j: Judge) -> bool:
    """The active player plays on (an action, a pass) after the counter ended their turn, as the engine has it: True
    when the turn before was played on past the gauge (flagged there) and the table's counter, which its late cards'
    costs moved further onto this player's side (``Board.table_lead``), gave them time still: the log shows the
    turn began there, and it goes on from that counter, nothing flagged (docs/chrono-clash-icons.md, Readings: "A card
    played after the turn is over")."""
    b = j.board
    lead = b.table_lead
    if lead <= 0 or b.finished_on is not None or _maybe_over(b) or _on_gauge(b.gauge + lead) <= -1:
        return False
    b.table_lead = 0
    b.gauge = _on_gauge(b.gauge + lead)
    b.ended = False
    note(b, N_("seq {seq}: {player} plays on within the time the table's counter gave them (the late cards of the "
               "turn before moved it {n} further onto their side): their turn was not over"),
         seq=j.event.seq, player=j.event.player, n=lead)
    return True


def _drifted(j: Judge) -> None:
    """The ``ccs.gauge.turn-over`` just flagged: the first since the last pass is the fault; one after it, before a
    pass puts the counter back on 3, follows from where the counter stood then (the log played on past the gauge: a
    card of another cost recorded, time not paid) and is linked to it, flagged still (docs/chrono-clash-icons.md,
    Readings: "A log that plays on past the gauge")."""
    b = j.board
    if b.drift_from:
        j.found[-1].caused_by = b.drift_from
    else:
        b.drift_from = j.event.seq
        b.drift_turn = b.turn


def _sneak_unowed(j: Judge) -> bool:
    """The battler that had to attack at once was summoned in Sneak Attack mode it does not have (flagged at its
    summon, ``Board.sneak_unowed``) and the log does not attack with it next: that summon was a plain one, its one
    fault flagged there; it owes no attack, and it cannot attack this turn. Whether it was read so."""
    b = j.board
    iid, unowed = b.must_attack, b.sneak_unowed
    if iid is None or unowed is None or iid != unowed[0]:
        return False
    b.sneak_unowed = None
    b.must_attack = None
    b.unowed_plain = (iid, b.turn)
    inst = b.cards.get(iid)
    if inst is not None:
        j.touch(inst)
        inst.sneak = False
        inst.attack_ok = False
    note(b, N_("seq {seq}: {card}, summoned in a Sneak Attack mode it does not have (flagged there), does not attack "
               "at once: read as a plain summon, which owes no attack"), seq=unowed[1], card=j.label(iid))
    return True


def _own_root(j: Judge) -> None:
    """The violation just flagged is its player's own breach, whatever an earlier fault made of the board
    (``Board.own_roots``)."""
    v = j.found[-1]
    j.board.own_roots += ((v.seq, v.rule),)


def _end_stood(j: Judge) -> None:
    """The ``ccs.game.over`` just flagged is the table's own fault when the game ended with the last player standing
    and a player out by an attack the rules did not allow, the log skipping them (``Board.stood_out``), among the
    eliminated: that elimination stood at the table, so the end did too, whatever the attack's legal history makes of
    it (a win the log shows late, not by elimination, keeps its ``game.over`` tied to the fault that declared it)."""
    b = j.board
    alive = b.alive()
    if b.stood_out and len(alive) == 1 and b.winner == alive[0].id:
        _own_root(j)


def _forced_attack_missed(j: Judge) -> None:
    """The battler that had to attack at once (Sneak Attack, Transform) did not, and the match went on
    without that attack: what the rules say comes after it still does. A Sneak Attack battler is destroyed
    ("Destroy it after that attack."); a Transform battler stays in play, untapped, as it did not attack.
    The caller flags the missed attack and ends the turn as the attack would have left it."""
    b = j.board
    iid = b.must_attack
    b.must_attack = None
    inst = b.cards.get(iid)
    sneak = inst is not None and inst.zone == "battlefield" and inst.sneak
    _after_attack(j, iid)
    if sneak and inst.zone != "battlefield":
        b.missed_sneak = (inst.owner, iid, b.turn)
    elif not sneak and inst is not None and inst.zone == "battlefield":
        b.missed_sneak = (inst.owner, iid, b.turn)  # a Transform battler: still in play, untapped


def _missed_elimination(j: Judge, ev: Any, owner: str, owed: str) -> None:
    """The battler that had to attack at once missed its attack (flagged just now, at ``ev``), its turn over, and
    ``ev`` is of the player after the next one, who has no guardian left: only the attack it missed, on that next
    player's empty guardian stack, could have put them out of the game (recorded late, if at all): they are
    eliminated by it, and ``ev`` is judged as the turn after theirs (docs/chrono-clash-icons.md, Readings: "A Sneak
    Attack recorded late")."""
    b = j.board
    m = b.missed_sneak
    if m is None or m[1] != owed or m[2] != b.turn or b.over or not (b.ended or b.gauge <= -1 or _maybe_over(b)):
        return
    nxt = b.next_seat(owner)
    if nxt.id in (owner, ev.player) or nxt.guardians or b.next_seat(nxt.id).id != ev.player:
        return
    j.eliminate(nxt.id, msg(N_("{card} attacked {player}, who had no guardians left"), card=j.label(owed),
                            player=nxt.id))


def _legion_left_out(j: Judge, ev: BattlerSummoned) -> None:
    """``ev`` summons the top card of its player's deck, a battler, while a Legion ability of theirs waits for its
    TriggerResolved: only that Legion ability (its top card discarded, a battler drawn) put it in the hand, so the log
    left its TriggerResolved out; it is taken as resolved then, and the summon judged as ever (docs/chrono-clash-icons.md,
    Readings: "A Legion ability the log left out")."""
    b = j.board
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    p = next((x for x in b.pending if x.kind == "legion" and x.controller == ev.player), None)
    if p is None or not seat.deck or ev.card != seat.deck[0]:
        return
    d = b.card_def(ev.card)
    named = None
    if d is None and b.cards[ev.card].name is None and ev.name is not None:
        # A paper log: the summon names the card, the one the Legion ability discarded and drew.
        d, named = b.defs.get(ev.name), ev.name
    if d is None or d.type != "battler":
        return
    on_trigger(j, TriggerResolved(seq=ev.seq, player=ev.player, source=p.source, name=named))
    note(b, N_("seq {seq}: {player} summoned {card}, the battler the Legion ability of {source} drew: the log left "
               "out its TriggerResolved"), seq=ev.seq, player=ev.player, card=j.label(ev.card), source=j.label(p.source))


def _sneak_late(b: Board, ev: AttackDeclared) -> bool:
    """``ev`` is a Sneak Attack recorded late (``_sneak_recorded_late``), asked before it is judged: its turn's checks
    (another player's turn, the counter past the gauge) were that turn's, whose missed attack is flagged already."""
    m = b.missed_sneak
    inst = b.cards.get(ev.attacker)
    return (m is not None and m[0] == ev.player and m[1] == ev.attacker and b.turn <= m[2] + len(b.seats)
            and inst is not None and (inst.zone != "battlefield" or inst.owner != ev.player
                                      or (not inst.tapped and not inst.sneak
                                          and (b.active != ev.player or b.turn == m[2]))))


def _sneak_recorded_late(j: Judge, ev: AttackDeclared) -> bool:
    """``ev`` declares an attack with a Sneak Attack battler its player never attacked with at once (flagged then,
    ``ccs.attack.must-attack``; destroyed, as after its attack), in that turn or their next: the attack it was put
    into play for, recorded late. Not flagged again; it is carried on as recorded, as an attack with a battler not
    in play is (docs/chrono-clash-icons.md, Readings: "A Sneak Attack recorded late")."""
    b = j.board
    if not _sneak_late(b, ev):
        return False
    b.missed_sneak = None
    _late_attack_note(j, ev)
    return True


def _late_attack_note(j: Judge, ev: AttackDeclared) -> None:
    """The note for the attack a Sneak Attack battler (destroyed since) or a Transform battler (still in play) had to
    make at once, recorded late."""
    b = j.board
    inst = b.cards[ev.attacker]
    if inst.zone == "battlefield" and inst.owner == ev.player:
        note(b, N_("seq {seq}: {player} attacked with {card}, the Transform battler that had to attack at once: that "
                   "attack, recorded late"), seq=ev.seq, player=ev.player, card=j.label(ev.attacker))
    else:
        note(b, N_("seq {seq}: {player} attacked with {card}, the Sneak Attack battler that had to attack at once: that "
                   "attack, recorded late"), seq=ev.seq, player=ev.player, card=j.label(ev.attacker))


def _late_draw(j: Judge, ev: CardDrawn, seat, taken: str) -> bool:
    """``ev`` is the turn's draw recorded after an action that came before it (flagged there, ``ccs.turn.draw-step``,
    when the engine took the top card ``taken`` for it): it is that draw, not a second one (docs/chrono-clash-icons.md,
    Readings: "A turn's draw recorded late"). True when it names that card (or no card): only its name is bound. False
    when it names another card: ``taken``, back on top of the deck if still in the hand, and ``ev`` is judged as the draw."""
    b = j.board
    inst = b.cards[taken]
    if ev.card is None or ev.card == taken:
        if ev.name is None:
            return True
        if ev.card is None and inst.name is not None and inst.name != ev.name:
            # Only a name (a names-only log), and the card the engine took is already known as another: the draw put
            # a card of that name into the hand; which of the hidden ones does not matter.
            _card(j, ev.player, None, ev.name, ("hand",), _THE_DRAW)
        elif inst.name is None and _pool_of(seat, taken).get(ev.name, 0) <= 0:
            _no_copy(j, ev.player, ev.name)
        else:
            _card(j, ev.player, taken, ev.name, (inst.zone,), _THE_DRAW)
        return True
    if inst.zone == "hand" and taken in seat.hand:
        j.move(taken, ev.player, "deck", top=True)
    return False


def _ability_draw(j: Judge, ev: CardDrawn) -> bool:
    """``ev`` records a card an ability just drew (a guardian's or a summon ability's "draw 1", ``Board.ability_drew``):
    "It has a 'draw 1 card' icon, so they draw it now." The draw is the ability's, made already: a note, nothing
    more drawn, as a redundant ``TriggerResolved`` is (docs/chrono-clash-icons.md, Readings: "A draw an ability made,
    recorded")."""
    b = j.board
    if b.over:
        return False
    in_step = ev.player == b.active and b.step == "draw"
    if in_step:
        # The turn's draw, unless it names the card an ability drew at the beginning of the turn (a quest completed:
        # "discard quest cards and score ..., then draw 1"), recorded before it: then the turn's draw is taken as
        # made (the next card) and the next event shows which it was (step, Board.draw_after_ability).
        seat = b.by_id.get(ev.player) or b.seat(ev.player)
        if ev.card is None or not seat.deck or not any(d[0] == ev.player and d[1] == ev.card for d in b.ability_drew):
            return False
    gone = next((d for d in b.ability_drew if d[0] == ev.player and d[1] == ev.card and not in_step
                 and b.cards[d[1]].zone == "discard"), None)
    if gone is not None:
        # The card a Legion ability just discarded, no battler, so not drawn: the log records a draw of it, the one
        # fault; nothing is drawn (no turn's draw either: docs/chrono-clash-icons.md, Readings: "A draw an ability
        # made, recorded").
        b.ability_drew.remove(gone)
        j.flag("ccs.log.unknown-card", N_("{player}'s draw names {card}, which the Legion ability of {source} "
                                          "discarded just now: it is no battler, so it was not drawn"),
               player=ev.player, card=j.label(ev.card), source=j.label(gone[2]))
        return True
    drew = next((d for d in b.ability_drew if d[0] == ev.player and (ev.card is None or d[1] == ev.card)
                 and b.cards[d[1]].zone != "discard"
                 and (not _extra_id(d[1]) or d[1] == ev.card or _extra_name(b, ev.name))), None)
    if drew is None or (ev.card is None and ev.name is not None and b.cards[drew[1]].name not in (None, ev.name)):
        # (Another player's draw while an ability is still to resolve is no turn's draw either: the turn goes on.)
        # (Nor is a draw from the extra deck: only an ability draws from it.)
        qd = b.quest_draws
        further = (qd is not None and qd[0] == ev.player and qd[1] > 0 and b.step != "draw"
                   and ev.card in (None, *(b.by_id.get(ev.player) or b.seat(ev.player)).deck[:1]))
        # (A further draw of a battler's quests completed at once is no draw from under the top: _quest_drawn.)
        if (ev.player == b.active and b.step != "draw" and not further
                or ev.player != b.active and (b.pending or (ev.card is not None and _extra_id(ev.card)))
                and not _next_turn_draw(j, ev)) \
                and _ability_drew_other(j, ev):
            return True
    if drew is None or b.cards[drew[1]].zone != "hand":
        return False
    if ev.card is None and ev.name is not None and b.cards[drew[1]].name not in (None, ev.name):
        return False
    b.ability_drew.remove(drew)
    if ev.name is not None:
        _card(j, ev.player, drew[1], ev.name, ("hand",), _THE_DRAW)
    if not in_step:
        note(b, N_("seq {seq}: {player} drew {card} by the ability of {source}: the log records that draw, nothing "
                   "more is drawn"), seq=ev.seq, player=ev.player, card=j.label(drew[1]), source=j.label(drew[2]))
    else:
        # (Noted when the next event bears the reading out: _turn_draw_after_ability; never beside its flag.)
        seat = b.by_id.get(ev.player) or b.seat(ev.player)
        taken = seat.deck[0]
        j.move(taken, ev.player, "hand")
        b.step = "main"
        if b.drawn_ahead is not None and b.drawn_ahead[0] == ev.player:
            b.drawn_ahead = None
        b.draw_after_ability = (ev.player, drew[1], taken, ev.seq, drew[2])
    return True


def _next_turn_draw(j: Judge, ev: CardDrawn) -> bool:
    """``ev``, a draw of the next player after a turn that paying ended, right after an ability of theirs drew, names
    a card of their deck, and all that still waits is optional (a further Legion icon, Reinforcements): no record of
    the ability's draw (that card is in the hand, the log named it or not), but their turn's draw, judged as any
    turn's draw against the deck's top as it is now; the log moving on declines what waits ("An optional trigger
    left unanswered ... counts as declined when the log moves on": docs/log-format.md)."""
    b = j.board
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    mine = [p for p in b.pending if p.controller == ev.player]
    if not (ev.card is not None and bool(seat.deck) and ev.card in seat.deck and (b.ended or b.gauge <= -1)
            and ev.player == b.next_seat(b.active).id and all(p.optional for p in b.pending) and bool(mine)):
        return False
    # Kept until the next event: when it resolves the waiting Legion, this draw was the Legion's, recorded under a
    # wrong id (_legion_draw_after_all).
    b.legion_draw_kept = (ev.player, mine[0].source, msgspec.msgpack.encode(ev), _keep_board(b))
    return True


def _reinforcements_said(j: Judge, said: tuple[str, str, int, list[Violation]]) -> None:
    """The event after a ``TriggerResolved`` that resolved a Reinforcements trigger (``Board.reinforce_said``): that
    player's Reinforcements summon (``mode`` "reinforcements" or left out) shows the TriggerResolved recorded the
    trigger whose summon follows, the seed's order ("Whenever this battler is destroyed ..., you may summon a battler"):
    a note, nothing flagged. Anything else: the TriggerResolved was given for the summon, ``ccs.summon.reinforcements``
    at its seq, the one fault, and the trigger is over."""
    b, ev = j.board, j.event
    pid, source, at, flags = said
    p = next((x for x in b.pending if x.kind == "reinforcements" and x.source == source and x.controller == pid), None)
    if p is None:
        return
    if type(ev) is BattlerSummoned and ev.player == pid and ev.mode in (None, "reinforcements"):
        note(b, N_("seq {seq}: the TriggerResolved of {source} records its Reinforcements trigger; the summon it made "
                   "follows at seq {next}"), seq=at, source=j.label(source), next=ev.seq)
        return
    j.found.extend(flags)
    b.pending.remove(p)
    _destroyed_after_all(j, p.source, p.group)


def _legion_draw_after_all(j: Judge, kept: tuple[str, str, bytes, bytes]) -> None:
    """The event after a draw taken as the next player's turn's draw while their further Legion waited
    (``_next_turn_draw``) resolves that Legion: the turn had not moved on, and the draw recorded the Legion's draw of
    the card before, naming another card of the deck (``_ability_drew_other``: ``ccs.draw.not-top`` at the draw, the
    one fault). The board goes back to before that draw, which is judged so; this event then resolves the Legion."""
    drawer, source, raw, blob = kept
    _back_to(j, blob)
    b = j.board
    first = msgspec.msgpack.decode(raw, type=CardDrawn)
    j0 = Judge(b, first)
    _ability_drew_other(j0, first)
    j.found.extend(j0.found)
    _show(b, first.seq)


def _drawn_again(j: Judge, ev: CardDrawn) -> bool:
    """``ev``, a draw of a player whose turn it is not while an ability of theirs is still to resolve (no turn's
    draw: that turn goes on), names a card already in their hand (an ability's draw recorded again):
    ``ccs.draw.not-top``, the one fault; nothing is drawn, and the ability still waits (docs/chrono-clash-icons.md,
    Readings: "A draw an ability made, recorded")."""
    b = j.board
    if b.over or ev.player == b.active or not any(p.controller == ev.player for p in b.pending):
        return False
    inst = b.cards.get(ev.card) if ev.card is not None else None
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    if inst is None or inst.owner != ev.player or inst.zone != "hand" or not seat.deck:
        return False
    j.flag("ccs.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
           player=ev.player, card=j.label(ev.card), deck_word=term("deck", "zone"), top=j.label(seat.deck[0]))
    return True


def _plays_card(ev: Any, pid: str, iid: str) -> bool:
    """``ev`` is an event of ``pid`` that names ``iid`` (summons it, plays it, quests with it, targets it...)."""
    if getattr(ev, "player", None) != pid or type(ev) is CardDrawn:
        return False
    for value in msgspec.structs.asdict(ev).values():
        if value == iid or (isinstance(value, list) and iid in value):
            return True
    return False


def _turn_draw_after_ability(j: Judge, kept: tuple[str, str, str, int, str]) -> bool:
    """The event after a draw-step ``CardDrawn`` that named the card an ability drew at the turn's start (taken as that
    draw recorded, and the turn's draw as made: ``_ability_draw``). A draw of that player naming the card the turn's
    draw took (or none) records it: True, nothing moves, a note. An event of theirs that plays the card the turn's
    draw took shows that draw made, left out of the log (both draws were made, as the seed has it: "discard quest
    cards and score", then "Draw 1 card"): a note, nothing flagged. Anything else: the turn's draw was the one the log
    gave, naming the card the ability drew, not the top card: ``ccs.draw.not-top`` at its seq, the one fault, and no
    note (docs/chrono-clash-icons.md, Readings: "A draw an ability made, recorded")."""
    b, ev = j.board, j.event
    pid, named, taken, at, source = kept
    if type(ev) is CardDrawn and ev.player == pid and ev.card in (None, taken) and (
            ev.name is None or b.cards[taken].name in (None, ev.name)):
        if ev.name is not None:
            _card(j, pid, taken, ev.name, ("hand",), _THE_DRAW)
        note(b, N_("seq {seq}: {player} drew {card} by the ability of {source}: the log records that draw, nothing "
                   "more is drawn"), seq=at, player=pid, card=j.label(named), source=j.label(source))
        return True
    seat = b.by_id.get(pid) or b.seat(pid)
    if not seat.known_order:
        # A paper log: the deck's order is not checked (docs/log-format.md), so the hidden card the log drew is as
        # good as the other; both draws were made, the log recording one of them: nothing flagged.
        return False
    if _plays_card(ev, pid, taken):
        note(b, N_("seq {seq}: {player}'s draw of {card} records the draw of the ability of {source}; the turn's "
                   "draw, left out of the log, was made too: it drew {taken}, which seq {next} plays"),
             seq=at, player=pid, card=j.label(named), source=j.label(source), taken=j.label(taken), next=ev.seq)
        return False
    qd = b.quest_draws
    if (qd is not None and qd[0] == pid and qd[1] > 0 and type(ev) is CardDrawn and ev.player == pid and seat.deck
            and ev.card in (None, seat.deck[0])):
        # A battler's quests completed at once may have drawn more (Board.quest_draws): the draw after the turn's,
        # of the next card, is one of them, recorded (on_drawn, _quest_drawn).
        note(b, N_("seq {seq}: {player} drew {card} by the ability of {source}: the log records that draw, nothing "
                   "more is drawn"), seq=at, player=pid, card=j.label(named), source=j.label(source))
        return False
    first = CardDrawn(seq=at, player=pid, card=named)
    j0 = Judge(b, first)
    j0.flag("ccs.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
            player=pid, card=j.label(named), deck_word=term("deck", "zone"), top=j.label(taken))
    j.found.extend(j0.found)
    return False


def _paper_draw_as_top(j: Judge, seat: Any, named: str) -> None:
    """A paper log draws ``named``, a card of the deck's places an earlier draw (an ability's the log did not record)
    took into the hand: which card was drawn cannot be checked there (docs/log-format.md, Paper table), and hidden
    cards are alike: when ``named`` and the top card are both hidden (unnamed), the two trade places (``named`` back
    on top, drawn now, the top card in the hand in its stead); nothing flagged. (A draw further down the deck's ids
    says how many cards were drawn, which is checked: _drawn_unseen.)"""
    b = j.board
    inst, top = b.cards.get(named), seat.deck[0]
    if inst is None or inst.owner != seat.id or inst.name is not None or b.cards[top].name is not None:
        return
    if (inst.zone == "hand" and named.rpartition(".")[2].isdigit() and int(named.rpartition(".")[2]) > 10
          and named not in seat.swapped and named not in seat.swapped.values()):
        # (A card of the deck's places a draw took, never one of the opening hand's.)
        j.touch(seat)
        j.touch(b)
        _trade_places(j, seat, top, named)
        b.ability_drew = [(d[0], top, *d[2:]) if d[1] == named else d for d in b.ability_drew]


def _extra_name(b: Board, name: str | None) -> bool:
    """``name`` is an extra deck card's (a draw naming it, with no id, may record an extra deck draw)."""
    d = b.defs.get(name) if name is not None else None
    return d is not None and d.extra


def _ability_drew_other(j: Judge, ev: CardDrawn) -> bool:
    """``ev``, right after an ability's draw, names another card of the deck than the one it drew (the top): that
    draw, recorded as taking a card from under the top, ``ccs.draw.not-top``, the one fault; the card named is drawn
    instead, and the top card goes back where it lay, as at a turn's draw from under the top (docs/chrono-clash-icons.md,
    Readings: "A draw an ability made, recorded")."""
    b = j.board
    if ev.card is not None and _extra_id(ev.card):
        return _extra_drew_other(j, ev)
    drew = next((d for d in b.ability_drew if d[0] == ev.player and not _extra_id(d[1])), None)
    if drew is None or b.cards[drew[1]].zone != "hand":
        return False
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    named = ev.card
    if named is None and ev.name is not None and seat.known_order:
        named = next((x for x in seat.deck if b.cards[x].name == ev.name), None)
    inst = b.cards.get(named) if named is not None else None
    if inst is None or inst.owner != ev.player or named not in seat.deck:
        return False
    b.ability_drew.remove(drew)
    top = drew[1]
    j.flag("ccs.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
           player=ev.player, card=j.label(named), deck_word=term("deck", "zone"), top=j.label(top))
    j.touch(seat)
    _trade_places(j, seat, named, top)
    seat.swapped[named] = top
    seat.swapped["@" + named] = str(ev.seq)
    if ev.name is not None and ev.card is not None:
        _card(j, ev.player, named, ev.name, ("hand",), _THE_DRAW)
    return True


def _extra_drew_other(j: Judge, ev: CardDrawn) -> bool:
    """``ev``, right after an ability's draw from the extra deck (Gatekeeper's "draw 1 from your extra deck"), names
    another card of that extra deck than the one it drew (its top): that draw, ``ccs.draw.not-top``, the one fault; the
    card named is drawn instead, the top card going back where it lay (docs/chrono-clash-icons.md, Readings: "A draw
    an ability made, recorded")."""
    b = j.board
    drew = next((d for d in b.ability_drew if d[0] == ev.player and _extra_id(d[1])), None)
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    named = ev.card
    if drew is None or b.cards[drew[1]].zone != "hand" or named not in seat.extra:
        return False
    b.ability_drew.remove(drew)
    top = drew[1]
    j.flag("ccs.draw.not-top", N_("{player} drew {card} from their extra deck, but its top card was {top}"),
           player=ev.player, card=j.label(named), top=j.label(top))
    j.touch(seat)
    _trade_places(j, seat, named, top, "extra")
    if ev.name is not None:
        _card(j, ev.player, named, ev.name, ("hand",), _THE_DRAW)
    return True


def _extra_drawn(j: Judge, ev: CardDrawn) -> bool:
    """``ev`` names a card of its player's extra deck, and no ability of theirs just drew from it: "The only way to
    draw cards from your extra deck is to play an ability with the Draw 1 EX icon in it." ``ccs.draw.extra-deck``,
    the one fault; the card is taken into the hand, as the log says, and nothing is drawn from the deck (no turn's draw,
    no turn begun: docs/chrono-clash-icons.md, Readings: "A draw an ability made, recorded")."""
    b = j.board
    inst = b.cards.get(ev.card) if ev.card is not None else None
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    if (b.over or inst is None or not _extra_id(ev.card) or inst.owner != ev.player or ev.card not in seat.extra
            or (b.unseen_draw == ev.player and b.unseen_draws > 0)):  # (a card the log never named may draw it)
        return False
    j.flag("ccs.draw.extra-deck", N_("{player} drew {card} from their extra deck, but no ability of theirs let them: "
                                     "only an ability with the Draw 1 EX icon draws from the extra deck"),
           player=ev.player, card=j.label(ev.card))
    j.move(ev.card, seat.id, "hand")
    if ev.name is not None:
        _card(j, ev.player, ev.card, ev.name, ("hand",), _THE_DRAW)
    return True


def _turn_draw_due(j: Judge, ev: CardDrawn) -> bool:
    """``ev`` comes where its player's turn's draw is due: in their draw step, or after the turn before it ended with
    nothing of it left to do (no attack, no trigger, no forced attack), the next player's."""
    b = j.board
    if b.over:
        return False
    if ev.player == b.active:
        return b.step == "draw"
    return (j.turn_over() and b.attack is None and not b.pending and b.must_attack is None
            and ev.player == b.next_seat(b.active).id)


def on_drawn(j: Judge, ev: CardDrawn) -> None:
    b = j.board
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    if ev.player == b.active and b.step == "draw" and _extra_drawn(j, ev):
        # The turn's draw naming a card of the extra deck: that one fault (ccs.draw.extra-deck), in the turn it
        # begins; the table drew it for the turn's draw, so the turn goes on past its draw step, and nothing is drawn
        # from the deck (docs/chrono-clash-icons.md, Readings: "A draw an ability made, recorded").
        b.step = "main"
        b.extra_turn_draw = (ev.player, ev.seq)
        if b.drawn_ahead is not None and b.drawn_ahead[0] == ev.player:
            b.drawn_ahead = None  # the turn's draw is this one
        return
    extra, b.extra_turn_draw = b.extra_turn_draw, None
    if (extra is not None and extra == (ev.player, j.seq_before) and ev.player == b.active and b.step == "main"
            and (ev.card is None or ev.card in seat.deck)):
        b.step = "draw"  # the turn's draw after all, right after the extra deck's card (flagged there, the one fault)
    skipped, b.skipped_draw = b.skipped_draw, None
    if (skipped is not None and skipped == (ev.player, ev.card) and ev.player == b.active and b.step == "draw"
            and ev.card in seat.hand and b.cards[ev.card].zone == "hand"):
        # The turn's draw names the card the engine drew for them in their turn before, whose draw was left out
        # (ccs.turn.draw-step, flagged then, the one fault): the table never drew it then; it stayed on top, and this
        # draw takes it from there (docs/chrono-clash-icons.md, Readings: "A turn passed without its draw").
        j.move(ev.card, ev.player, "deck", top=True)
        note(b, N_("seq {seq}: {player} draws {card}, the card left on top of their deck when their turn before went "
                   "without its draw (flagged then): the table drew it now, not then"),
             seq=ev.seq, player=ev.player, card=j.label(ev.card))
    early = b.early_draw
    late = early is not None and ev.player == b.active and early[0] == ev.player and b.step != "draw"
    if late:
        b.early_draw = b.early_taken = None
        if _late_draw(j, ev, seat, early[1]):
            return
    ahead = False
    if ev.player != b.active:
        j.flag("ccs.turn.not-your-turn", N_("{player} drew a card during {active}'s turn"), player=ev.player, active=b.active)
        ahead = True  # perhaps their next turn's draw recorded early (_drawn_ahead)
    elif b.step != "draw" and not late and b.unseen_draw == ev.player and b.unseen_draws > 0:
        # Just after a card the log never named (or named with a name the deck list lacks): what it did is taken from
        # the log, so this draw is its ability's, as many as a card it could be draws (docs/chrono-clash-icons.md,
        # Readings: "A card played under a name its deck list lacks").
        j.touch(b)
        b.unseen_draws -= 1
        if b.unseen_by is not None and b.unseen_by not in b.drew_main:
            b.drew_main += (b.unseen_by,)  # a card that draws from the main deck: not one that draws an extra card
    elif b.step != "draw" and not late and _quest_drawn(j, ev, seat, ev.card):
        return  # a further draw of a battler's quests completed at once (Board.quest_draws)
    elif b.step != "draw" and not late:
        # Said of any draw past the turn's one (the third, after an ability's, too).
        j.flag("ccs.turn.draw-step", N_("{player} already drew this turn"), player=ev.player)
        held = b.cards.get(ev.card) if ev.card is not None else None
        if held is not None and held.owner == ev.player and held.zone == "hand":
            return  # the turn's draw recorded twice (the card is in the hand already): that one fault, nothing moves
    if not seat.deck:
        j.flag("ccs.turn.draw-step", N_("{player} has no card left to draw"), player=ev.player)
        return
    named = ev.card
    name = ev.name
    if named is not None and named not in seat.deck and seat.swapped.get(named) in seat.deck:
        # The log names again a card this player drew earlier from under the top (flagged then): the two changed
        # places, so this draw, where the log has the first, takes the card that was on top then
        # (docs/chrono-clash-icons.md, Readings: "A card drawn from under the top"). The name the log gives is that
        # of the card it names (the one in the hand already), not the top card's: it is not checked against it.
        held = b.cards.get(named)
        if name is not None and held is not None and held.name == name:
            name = None
        again = named
        named = seat.swapped.pop(named)
        if held is not None and held.owner == ev.player and held.zone == "hand":
            # The event line names a card the board does not take: the judge is told which card the draw is read
            # as, and why (no second violation: the one fault is the first draw's).
            at = seat.swapped.get("@" + again)
            note(b, N_("seq {seq}: the log has {player} draw {card} again, a card already in their hand since the "
                       "draw from under the top at seq {at}; this draw is read as the card that was on top then, "
                       "{top}"), seq=ev.seq, player=ev.player, card=j.label(again),
                 at=at if at is not None else held.came_seq, top=j.label(named))
    elif named is not None and named != seat.deck[0] and named in seat.deck and named in seat.swapped.values():
        # The card that was on top when the log drew one from under it (flagged then), named now where it lies: the
        # log draws the deck as the table had it (the card drawn taken out from under it, the rest in their order),
        # not one more card off the top (docs/chrono-clash-icons.md, Readings: "A card drawn from under the top").
        seat.swapped = {k: v for k, v in seat.swapped.items() if v != named}
        seat.deck.remove(named)
        seat.deck.insert(0, named)
    elif (named is not None and seat.known_order and len(seat.deck) > 1 and named == seat.deck[1]
          and seat.deck[0] in seat.swapped.values()):
        # The card right under the one left on top when the log drew one from under it (flagged then): the log goes
        # on through the deck from the card it drew early, its ids one further down than the table's, the card left
        # on top still next (docs/chrono-clash-icons.md, Readings: "A card drawn from under the top"). The same one
        # fault, not a second one at every later draw: the card named is drawn, the other stays on top. Said once, at
        # the first such draw: a judge sees the reading, and the card left on top.
        left_on_top = seat.deck[0]
        if "+" + left_on_top not in seat.swapped:
            early = next((k for k, v in seat.swapped.items() if v == left_on_top and k[:1] not in "@~+"), None)
            seat.swapped["+" + left_on_top] = str(ev.seq)
            note(b, N_("seq {seq}: {player} draws {card} while {top}, left on top by the draw of {early} from under it "
                       "(flagged then), is still on top: read as the log's card ids running one further down than "
                       "the table's from that draw on, the same slip, not a second draw from under the top"),
                 seq=ev.seq, player=ev.player, card=j.label(named), top=j.label(left_on_top),
                 early=j.label(early) if early is not None else j.label(left_on_top))
        seat.deck.remove(named)
        seat.deck.insert(0, named)
    if b.step == "draw":
        _quest_drawn(j, ev, seat, named)  # (the turn's draw: the cards above the one it names drawn by those quests)
    if b.drew_unseen and named is not None:
        _drawn_unseen(j, ev.player, named, False)
    if not seat.known_order and named is not None and named != seat.deck[0]:
        _paper_draw_as_top(j, seat, named)
    top = seat.deck[0]
    if named is not None and named not in seat.deck and (inst := b.cards.get(named)) is not None \
            and inst.owner == ev.player and inst.zone in _ELSEWHERE:
        # A card of the match already in the hand (an ability drew it), or in its player's discard pile (a Legion
        # ability discarded it), in play or on the guardian stack: the draw names the wrong card, and it takes the top
        # card (docs/chrono-clash-icons.md, Readings: "A draw that names a card already in the hand").
        _drawn_from_elsewhere(j, ev.player, named, top)
        named = name = None  # the log's name is that card's, not the top card's
    iid = drawn_card(j, seat.deck, named, ev.player, not_top="ccs.draw.not-top", unknown="ccs.log.unknown-card")
    if iid != top and iid == named:
        # Drawn from under the top (flagged): it and the top card change places, so the draws after it that the log
        # has in the deck's order (the top card, then the next) are read as the deck then was.
        deck = seat.deck
        k = deck.index(iid)
        deck[0], deck[k] = iid, top
        seat.swapped[iid] = top
        seat.swapped["@" + iid] = str(ev.seq)  # the draw's seq, should the swap be undone (_swap_back)
    if name is not None and b.cards[iid].name is None and _pool_of(seat, iid).get(name, 0) <= 0:
        # A paper log names a card the deck list has no copy of left: flagged, and the card stays hidden (not tied
        # to the wrong name), so the event that plays or reveals it later names it.
        _no_copy(j, ev.player, name)
    else:
        iid = _card(j, ev.player, iid, name, ("deck",), _THE_DRAW) or iid
    j.move(iid, ev.player, "hand")
    if ev.player == b.active:
        b.step = "main"
        if b.drawn_ahead is not None and b.drawn_ahead[0] == ev.player:
            b.drawn_ahead = None  # the turn's draw is this one
    elif ahead:
        b.drawn_ahead = (ev.player, iid)


#: Where a card a draw names may lie instead of the deck, the words that say so (engine._drawn_from_elsewhere).
_ELSEWHERE = {
    "hand": N_("it was already in {player}'s hand"),
    "discard": N_("it was in {player}'s discard pile"),
    "battlefield": N_("it was in play"),
    "guardians": N_("it was in {player}'s guardian stack"),
}


def _was_guardian(b: Board, iid: str) -> bool:
    """Battler ``iid`` lies in the discard pile where its own reveal as a guardian put it (``Inst.came_by``: the
    GuardianRevealed that named it), and it has abilities besides its guardian one: "If the guardian battler had any
    ability icons, ignore them"."""
    inst = b.cards.get(iid)
    d = b.card_def(iid) if inst is not None else None
    return (inst is not None and d is not None and d.type == "battler" and inst.zone == "discard"
            and inst.came_by == iid and inst.came_guardian
            and any(line and line[0].name != "guardian" for line in ab.abilities_of(b, iid)))


def _acting_card(ev: Any) -> str | None:
    """The card whose play or ability event ``ev`` records (None for a draw, a pass...): what a card it moves was
    moved by (``Inst.came_by``)."""
    if type(ev) is TriggerResolved:
        return ev.source
    if type(ev) in (ActionPlayed, BattlerSummoned, GuardianRevealed):
        return ev.card
    if type(ev) is TapAbilityActivated:
        return ev.battler
    return None


def _drawn_from_elsewhere(j: Judge, pid: str, iid: str, top: str) -> None:
    """A draw names ``iid``, a card of ``pid``'s that is not in the deck but in their hand, discard pile, guardian stack
    or in play: ``ccs.draw.not-top`` (a draw takes the top card), saying where that card is, what put it there and
    when, as far as the board knows, and what the top card was."""
    inst = j.board.cards[iid]
    where = msg(_ELSEWHERE[inst.zone], player=pid)
    by = inst.came_by if inst.came_by != iid else None
    now = inst.came_seq == j.event.seq  # moved as this event began the turn (a quest completed then)
    if inst.came_seq and by is not None and inst.zone == "hand":
        where = (msg(N_("{where}, drawn by {source} at the start of this turn"), where=where, source=j.label(by))
                 if now else msg(N_("{where}, drawn by {source} at seq {seq}"), where=where, source=j.label(by),
                                 seq=inst.came_seq))
    elif inst.came_seq and by is not None and not now:
        where = msg(N_("{where}, put there by {source} at seq {seq}"), where=where, source=j.label(by),
                    seq=inst.came_seq)
    elif inst.came_seq and inst.zone == "hand" and not now:
        where = msg(N_("{where}, drawn at seq {seq}"), where=where, seq=inst.came_seq)
    elif inst.came_seq and not now:
        where = msg(N_("{where}, since seq {seq}"), where=where, seq=inst.came_seq)
    j.flag("ccs.draw.not-top", N_("{player} drew {card}, but {where}; the top card of the {deck_word} was {top}"),
           player=pid, card=j.label(iid), where=where, deck_word=term("deck", "zone"), top=j.label(top))


def _drawn_unseen(j: Judge, pid: str, iid: str, held: bool) -> None:
    """A paper log takes card ``iid`` of ``pid``'s deck (``held``: from the hand; else as a draw) while a hidden card of
    theirs the log never named may have drawn cards it did not record (``Board.drew_unseen``): when the cards above
    it are no more than those draws, the jump in ids shows they were drawn then, into the hand (a Tide Scholar's
    summon) (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks"). A draw of the
    top card shows no card was drawn unseen."""
    b = j.board
    seat = b.by_id.get(pid) or b.seat(pid)
    n = next((x[1] for x in b.drew_unseen if x[0] == pid), 0)
    inst = b.cards.get(iid)
    if n <= 0 or inst is None or inst.owner != pid or iid not in seat.deck or any(
            iid == v or iid == k for k, v in seat.swapped.items()):
        return
    k = seat.deck.index(iid) + (1 if held else 0)
    if k > n or (k == 0 and not held):
        if k == 0:
            j.touch(b)
            b.drew_unseen = tuple(x for x in b.drew_unseen if x[0] != pid)
            b.drew_unseen_by = tuple(x for x in b.drew_unseen_by if x[0] != pid)
        return
    j.touch(b)
    by = next((x[1] for x in b.drew_unseen_by if x[0] == pid), None)
    if k > 0 and by is not None and by not in b.drew_main:
        # The one card whose draws these were drew from the main deck: no card it could be also draws from the extra
        # deck (_unseen_extra), as a draw recorded after it shows (on_drawn).
        b.drew_main += (by,)
    b.drew_unseen = tuple((p, m - k) if p == pid else (p, m) for p, m in b.drew_unseen if p != pid or m > k)
    if not any(p == pid for p, _ in b.drew_unseen):
        b.drew_unseen_by = tuple(x for x in b.drew_unseen_by if x[0] != pid)
    for x in list(seat.deck[:k]):
        j.move(x, pid, "hand")


def _unseen_by(b: Board, pid: str, iid: str | None, had: int) -> None:
    """``pid``'s unrecorded draws (``Board.drew_unseen``) grow, those of hidden card ``iid`` (None: not one known
    card): ``Board.drew_unseen_by`` keeps the one card they all are, if one."""
    old = next((x for x in b.drew_unseen_by if x[0] == pid), None)
    if had > 0 and (old is None or old[1] != iid):
        iid = None
    b.drew_unseen_by = tuple(x for x in b.drew_unseen_by if x[0] != pid) + (((pid, iid),) if iid is not None else ())


def _extra_not_main(j: Judge, pid: str) -> None:
    """An extra deck card ``pid`` takes is taken as drawn by an unnamed card of theirs (_unseen_extra): when that can
    be only the one card whose unrecorded main deck draws make up ``Board.drew_unseen`` and no card it could be draws
    from both decks, it drew no main deck card (docs/chrono-clash-icons.md, Readings: "A card played under a name its
    deck list lacks")."""
    b = j.board
    by = next((x[1] for x in b.drew_unseen_by if x[0] == pid), None)
    if by is None or by not in b.cards:
        return
    others = [c for c, inst in b.cards.items() if inst.owner == pid and inst.name is None and c not in b.drew_main
              and inst.zone not in ("deck", "hand", "extra", "guardians")]
    if others != [by]:
        return
    seat = b.by_id.get(pid) or b.seat(pid)
    for name, k in _pool_of(seat, by).items():
        icons = {ic.name for line in b.parsed.get(name, []) for ic in line if ic.name != "draw" or (ic.n or 0) > 0}
        if k > 0 and "draw-extra" in icons and ("draw" in icons or "play-summon-ability" in icons):
            return
    j.touch(b)
    b.drew_unseen = tuple(x for x in b.drew_unseen if x[0] != pid)
    b.drew_unseen_by = tuple(x for x in b.drew_unseen_by if x[0] != pid)


def _drawn_ahead(j: Judge, pid: str) -> bool:
    """The active player's first event of a turn is an action (or a pass), not the turn's draw: when they drew a card
    during the turn before it (flagged then, ``ccs.turn.not-your-turn``), that was this turn's draw recorded early (the
    log author put it two places early), and the turn's draw is taken as made: no ``ccs.turn.draw-step``, no card
    taken (docs/chrono-clash-icons.md, Readings: "A turn's draw recorded early")."""
    b = j.board
    ahead = b.drawn_ahead
    if ahead is None or ahead[0] != pid:
        return False
    b.drawn_ahead = None
    b.step = "main"
    note(b, N_("seq {seq}: {player} drew {card} during the turn before: that was this turn's draw, recorded early"),
         seq=j.event.seq, player=pid, card=j.label(ahead[1]))
    return True


def on_summoned(j: Judge, ev: BattlerSummoned) -> None:
    start = len(j.found)
    _on_summoned(j, ev)
    _after_turn_over(j, ev, start)


#: What a summon or an action played after the turn was over could not do in a turn still going either: the same act
#: as ``ccs.gauge.turn-over``, not flagged again (_after_turn_over).
_SAME_ACT = ("ccs.summon.", "ccs.action.", "ccs.extra-deck.cost", "ccs.extra-deck.standard-only", "ccs.ability.target",
             "ccs.ability.protector", "ccs.ability.other-battler", "ccs.ability.choice", "ccs.ability.all-or-nothing",
             "ccs.tap.target-tapped")


def _after_turn_over(j: Judge, ev: Any, start: int) -> None:
    """A summon or an action card played after the counter had ended the turn (``ccs.gauge.turn-over``, flagged by
    _main_action): "you can't play cards any more", so no card could be played then at all, and that is the one fault
    a judge names. What the play did wrong besides (a card from the discard pile, its cost, a pilot's Eva, its
    targets) follows from the same act: not flagged again, the play carried out as recorded all the same (the board
    the table played), as for an attack, a tap ability or a quest (docs/chrono-clash-icons.md, Readings: "A card
    played after the turn is over"). A card in no zone its player could have played it from (another player's, in a
    deck or a guardian stack, already in play) stays flagged: that play could not happen at the table at all."""
    b = j.board
    at = next((k for k in range(start, len(j.found))
               if j.found[k].rule == "ccs.gauge.turn-over" and j.found[k].seq == ev.seq), None)
    if at is None:
        return
    later = [v for v in j.found[at + 1:] if v.seq == ev.seq and v.rule.startswith(_SAME_ACT)
             and not (j.unplayable and v.rule.endswith(".not-in-hand"))]
    j.moot += tuple(v.rule for v in later)
    gone = {id(v) for v in later}
    j.found[at + 1:] = [v for v in j.found[at + 1:] if id(v) not in gone]
    if b.unchosen_flags is not None and b.unchosen_flags[0] == ev.seq:
        b.unchosen_flags = None  # its summon ability's choice left out: the same act too


def _on_summoned(j: Judge, ev: BattlerSummoned) -> None:
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    reinforcement = None
    if ev.mode == "reinforcements":
        reinforcement = next((p for p in b.pending if p.kind == "reinforcements" and p.controller == pid), None)
        if reinforcement is None:
            j.flag("ccs.summon.reinforcements", N_("{player} summoned by Reinforcements, but no Reinforcements battler of theirs "
                                                   "was just destroyed"), player=pid)
        else:
            b.pending.remove(reinforcement)
            _destroyed_after_all(j, reinforcement.source, reinforcement.group)
    else:
        _main_action(j, ev, _SUMMONED_A_BATTLER)
    _unseen_extra(j, ev)
    _withdrawn_shown(j, ev)
    iid = _from_hand(j, ev, _THE_SUMMON, _SUMMONED, "battler", "ccs.summon.not-in-hand",
                     "ccs.summon.not-a-battler", _IS_AN_ACTION)
    if iid is None:
        return
    _unnamed(j, iid)
    inst = b.cards[iid]
    d = b.card_def(iid)
    # A card the log never named (flagged once, ccs.log.unknown-card) may have the ability its summon uses (Sneak
    # Attack, Pilot, Sentinel or Taunt, Toughness): not flagged again for it.
    unknown = inst.name is None and d is None
    discount = _spend_leader(seat)
    card_cost = max(0, ab.cost(b, iid) - discount)
    if reinforcement is not None and card_cost >= reinforcement.cost_limit:
        j.flag("ccs.summon.reinforcements",
               N_("Reinforcements of {source} allows a battler costing less than {cost_limit}; "
                  "{card} costs {card_cost}"), source=j.label(reinforcement.source), cost_limit=reinforcement.cost_limit, card=j.label(iid), card_cost=card_cost)
    # Paying. A Sneak Attack or Pilot cost is paid "instead" of the battler's cost: Leader's reduction
    # of its cost does not reach it.
    plain_quick = False
    if ev.mode == "sneak-attack":
        n = ab.number(b, iid, "sneak-attack") if ab.has(b, iid, "sneak-attack") else None
        if n is None and not unknown:
            j.flag("ccs.summon.sneak-attack", N_("{card} has no Sneak Attack cost"), card=j.label(iid))
            if ab.has(b, iid, "quick"):
                # A Quick battler may attack the turn it is summoned: the summon is a plain one whether or not it
                # attacks next (its one fault flagged here), and nothing destroys it after that attack.
                plain_quick = True
                note(b, N_("seq {seq}: {card}, summoned in a Sneak Attack mode it does not have (flagged there), has "
                           "Quick: read as a plain summon, which may attack this turn and is not destroyed after it"),
                     seq=ev.seq, card=j.label(iid))
            else:
                b.sneak_unowed = (iid, ev.seq)  # (_sneak_unowed)
        if n is None:
            n = card_cost
        j.pay_for(pid, n)
    elif ev.mode == "pilot":
        if not ab.has(b, iid, "pilot"):
            if not unknown:
                j.flag("ccs.summon.pilot", N_("{card} has no Pilot cost"), card=j.label(iid))
            j.pay_for(pid, card_cost)
        else:
            j.pay_for(pid, ab.number(b, iid, "pilot"))
    elif ev.mode == "reinforcements":
        pass
    elif (d is not None and d.extra) or (unknown and _extra_id(iid)):
        _pay_extra(j, pid, iid, ev.payment, discount)
    else:
        _no_payment(j, iid, ev.payment)
        j.pay_for(pid, card_cost)
    if unknown:
        b.paid = -1  # what it cost is unknown: its description gives no figure
    # Onto the battlefield (or onto an Eva battler, as its pilot).
    if ev.mode == "pilot" or ev.attach_to is not None:
        eva = ev.attach_to
        if eva is None and ev.mode == "pilot" and (ab.has(b, iid, "pilot") or unknown):
            own = _only_free_eva(b, pid)
            if own is not None:
                # attach_to left out, with exactly one Eva of theirs free: "you must attach it to one of your Eva
                # battlers that doesn't already have a pilot": that one (docs/chrono-clash-icons.md, Readings: "A
                # summon's mode left out").
                note(b, N_("seq {seq}: the log does not say which Eva battler {card} was attached to (attach_to): "
                           "taken as {player}'s only Eva battler without a pilot, {own}"), seq=ev.seq,
                     card=j.label(iid), player=pid, own=j.label(own))
                eva = own
        ok = (eva is not None and eva in b.cards and b.cards[eva].zone == "battlefield"
              and b.cards[eva].owner == pid and (b.card_def(eva) is not None and b.card_def(eva).eva)
              and b.cards[eva].pilot is None)
        if ev.mode != "pilot":  # a mode given that is not pilot, and yet attached: attached as the table did
            j.flag("ccs.summon.pilot", N_("{card} was not summoned for its Pilot cost (its `mode` in the log is \"{mode}\"), "
                                          "yet it is attached to {eva}: only a battler summoned for its Pilot cost "
                                          "is attached to an Eva battler"), card=j.label(iid), mode=ev.mode,
                   eva=j.label(eva))
        elif not ok and eva is None:
            free = _free_evas(b, pid)
            if free:
                j.flag("ccs.summon.pilot", N_("{card} summoned for its Pilot cost must attach to one of {player}'s Eva "
                                              "battlers without a pilot, but the log does not say which one "
                                              "(attach_to), and {player} has more than one ({evas})"),
                       card=j.label(iid), player=pid, evas=", ".join(j.label(x) for x in free))
            else:
                j.flag("ccs.summon.pilot", N_("{card} summoned for its Pilot cost must attach to one of {player}'s Eva "
                                              "battlers without a pilot, and {player} has none"),
                       card=j.label(iid), player=pid)
        elif not ok:
            j.flag("ccs.summon.pilot", N_("{card} summoned for its Pilot cost must attach to one of {player}'s Eva "
                                          "battlers without a pilot; {eva} is not one"), card=j.label(iid), player=pid, eva=j.label(eva))
            own = _only_free_eva(b, pid)
            alt = b.pilot_alt
            if alt is not None and alt[0] == ev.seq and own == alt[1]:
                # Carried again (_pilot_shown): a later event showed the table attached it to that Eva.
                b.pilot_alt = None
                note(b, N_("seq {seq}: {card} is taken as attached to {player}'s only Eva battler without a pilot, "
                           "{own}, not to {eva}: the events from seq {at} play its strength and abilities on {own}, "
                           "the id in the log a slip"), seq=ev.seq, card=j.label(iid), player=pid, own=j.label(own),
                     eva=j.label(eva), at=alt[2])
                eva = own
            elif (own is not None and eva is not None and eva in b.cards and b.cards[eva].owner != pid
                    and b.cards[eva].zone == "battlefield"):
                # Another player's battler: a pilot is attached on its own player's side, to their Eva; with one
                # Eva of theirs free, that is the one the table attached it to, the id the log's slip (the one
                # fault, flagged just now): attached there, so its strength and abilities are that Eva's, as the
                # later events played them (docs/chrono-clash-icons.md, Readings: "A summon's mode left out").
                note(b, N_("seq {seq}: {eva} is {owner}'s battler: {card} is taken as attached to {player}'s only Eva "
                           "battler without a pilot, {own}, the id in the log a slip"), seq=ev.seq, eva=j.label(eva),
                     owner=b.cards[eva].owner, card=j.label(iid), player=pid, own=j.label(own))
                eva = own
            elif (own is None and eva is not None and eva in b.cards and b.cards[eva].owner != pid
                  and b.cards[eva].zone == "battlefield" and len(free := _free_evas(b, pid)) > 1):
                # Several Evas of theirs free: which one the table attached it to, the log's id does not tell; it is
                # attached as the log says, the one fault flagged just now (docs/chrono-clash-icons.md, Readings: "A
                # summon's mode left out").
                note(b, N_("seq {seq}: {eva} is {owner}'s battler: {card} is attached to it as the log says, since "
                           "{player} has more than one Eva battler without a pilot ({evas}) and the log does not say "
                           "which one the table meant"), seq=ev.seq, eva=j.label(eva), owner=b.cards[eva].owner,
                     card=j.label(iid), player=pid, evas=", ".join(j.label(x) for x in free))
            elif own is not None and eva is not None and eva in b.cards and b.cards[eva].owner == pid:
                # One of their own battlers that is no free Eva, while one Eva of theirs is free: attached as the log
                # says (the board the table played, as far as the log tells); a later event flagged so that the
                # pilot on that Eva would not be shows where the table put it (_pilot_shown).
                b.pilot_kept = (pid, iid, eva, own, ev.seq, b"", (), 0, ())
        if eva is not None and eva in b.cards and b.cards[eva].zone == "battlefield" and b.cards[eva].pilot is None:
            j._detach(iid)
            inst.zone = "attached"
            inst.attached_to = eva
            b.cards[eva].pilot = iid
            b.kw.clear()
        else:
            j.move(iid, pid, "battlefield")
    else:
        j.move(iid, pid, "battlefield")
    if inst.owner != pid and inst.zone == "battlefield":
        _under_summoner(j, iid, pid)
    inst.summoned_turn = b.turn
    if ev.tap:
        if not (ab.has(b, iid, "sentinel") or ab.has(b, iid, "taunt") or unknown):
            j.flag("ccs.summon.tap-on-summon", N_("{card} was tapped as it was summoned, but it has neither Sentinel nor Taunt"), card=j.label(iid))
        inst.tapped = True
    elif inst.zone == "battlefield" and (ab.has(b, iid, "sentinel") or ab.has(b, iid, "taunt")):
        b.summon_tap = (pid, iid)  # its optional tap on summon may be recorded next, as a tap ability (_summon_tap)
    if ev.under is not None:
        j.reclaim(ev.under)
        if ev.under in b.legion_hidden:
            _legion_drew(j, ev.under)  # taken from the hand: the Legion ability that discarded it drew it
        if ev.under in b.cards and b.cards[ev.under].zone == "deck":
            _swap_back(j, ev.under)
        if not ab.has(b, iid, "toughness") and not unknown:
            j.flag("ccs.summon.toughness", N_("{card} has no Toughness: no card goes under it"), card=j.label(iid))
        elif ev.under not in seat.hand:
            j.flag("ccs.summon.toughness", N_("{under} is not in {player}'s hand"), under=j.label(ev.under), player=pid)
        else:
            j._detach(ev.under)
            b.cards[ev.under].zone = "under"
            inst.under += (ev.under,)
    if ev.mode == "sneak-attack" and not plain_quick:
        inst.sneak = True
        inst.attack_ok = True
        b.eot.add(iid)
        b.must_attack = iid
    # Summon abilities (twice past a Time Threshold).
    # A pilot summoned for its pilot cost is summoned too ("If you summon it for its pilot cost, you must attach
    # it..."): its own summon ability resolves, once; the Eva it attaches to is not summoned, so none of the
    # Eva's does (from then on the pilot's abilities are the Eva's: ab.triggered).
    if unknown and ev.targets:
        # What its summon ability did to its targets is unknown: destroyed, or returned to the hand when a card its
        # list allows returns one (Leviathan: "Return the target to its owner's hand"), as an unnamed action's.
        bounce = any(ic.name == "return-to-hand" for name, k in _pool_of(seat, iid).items() if k > 0
                     for line in b.parsed.get(name, []) if line and line[0].name == "summon" for ic in line)
        _unjudged_targets(j, seat, iid, "battler", ev.targets, bounce)
    _summon_abilities(j, pid, iid, ev.targets)


def _under_summoner(j: Judge, iid: str, pid: str) -> None:
    """Another player's card summoned by ``pid`` (``ccs.summon.not-in-hand``, flagged, the one fault): the table put
    it in play on the summoner's side, and played it as theirs: it is taken as ``pid``'s battler from then on, in
    play and after (docs/chrono-clash-icons.md, Readings: "A summon of another player's card")."""
    b = j.board
    inst = b.cards[iid]
    was = inst.owner
    oseat, seat = b.seat(was), b.seat(pid)
    j.touch(oseat)
    j.touch(seat)
    j.touch(inst)
    if iid in oseat.battlefield:
        oseat.battlefield.remove(iid)
    seat.battlefield.append(iid)
    inst.owner = pid
    b.kw.clear()
    note(b, N_("seq {seq}: {card} is {owner}'s card: summoned by {player}, it is taken as {player}'s battler, as the "
               "table placed it"), seq=j.event.seq, card=j.label(iid), owner=was, player=pid)


def _free_evas(b: Board, pid: str) -> list[str]:
    """``pid``'s Eva battlers in play without a pilot."""
    return [x for x in b.seat(pid).battlefield
            if b.card_def(x) is not None and b.card_def(x).eva and b.cards[x].pilot is None]


def _only_free_eva(b: Board, pid: str) -> str | None:
    """``pid``'s one Eva battler in play without a pilot, when they have exactly one (else None)."""
    evas = _free_evas(b, pid)
    return evas[0] if len(evas) == 1 else None


def _threshold_again(j: Judge, pid: str, iid: str, lines, chosen, targets: deque, before: int) -> deque:
    """The second resolution of battler ``iid``'s summon ability past its Time Threshold, after the first resolved
    ``lines`` with the log's ``chosen`` targets (``targets`` what is left of them; ``before`` the number of
    violations found before the first): the targets left over after it."""
    b = j.board
    reused: int | None = None
    threshold = ab.number(b, iid, "time-threshold") if ab.has(b, iid, "time-threshold") else None
    # Where the counter stands is a range (a hidden card's unknown cost): a threshold only the range allows was
    # met when the log names the second resolution's choices (docs/chrono-clash-icons.md, Readings: "A card
    # played under a name its deck list lacks").
    if threshold is not None and (_on_opponents_side(b, pid) >= threshold
                                  or (targets and b.gauge_unknown and pid == b.active
                                      and -b.gauge_low >= threshold)):
        first = list(chosen)[:len(chosen) - len(targets)]
        if not targets and first and all(t in b.by_id or (t in b.cards and b.cards[t].zone == "battlefield")
                                         for t in first):
            # The second resolution's choices left out, the first's still there to choose: "the chosen battler
            # loses 3 strength ... replay the effect" (fr « le battler choisi perd -3 de force ... relancez
            # l'effet »): the first's choices again (docs/chrono-clash-icons.md, Readings: "Time Threshold: the
            # second resolution's choices").
            targets = deque(first)
            reused = len(j.found)
        elif not chosen and any(v.rule in ab.CHOICE_RULES for v in j.found[before:]):
            targets = None  # no choice named at all: flagged once, the second resolution fails as the first did
        elif not targets and first and any(v.rule in ("ccs.ability.target", "ccs.ability.target-condition")
                                           for v in j.found[before:]):
            targets = None  # the one choice named, not one it could make: flagged once, the second fails as well
        if targets is not None:
            _resolve_lines(j, pid, iid, lines, targets)
            if reused is not None:
                # The first's choices again: what they broke was flagged at the first resolution, once.
                seen = {(v.rule, str(v.message)) for v in j.found[before:reused]}
                j.found[reused:] = [v for v in j.found[reused:] if (v.rule, str(v.message)) not in seen]
        else:
            targets = deque()
    return targets


def _summon_abilities(j: Judge, pid: str, iid: str, chosen: list[str], summoned: bool = True) -> None:
    """The summon ability of battler ``iid`` just summoned, with the log's ``chosen`` targets; a second time
    past its Time Threshold ("When you summon a battler with this icon, if the Chrono Clash gauge is on the
    indicated number or greater on your opponent's side, play the summon ability a second time")."""
    b = j.board
    targets = deque(chosen)
    lines = ab.triggered(b, iid, "summon")
    before = len(j.found)
    j.summoning = summoned and not chosen  # a target it misses is said to go in BattlerSummoned.targets
    try:
        _resolve_lines(j, pid, iid, lines, targets)
        targets = _threshold_again(j, pid, iid, lines, chosen, targets, before)
    finally:
        j.summoning = False
    if chosen and not _hidden(b, iid):
        _copied_unseen(j, pid, iid, chosen, "summon", targets)
    if targets and len(j.found) == before and not _hidden(b, iid) and ab.has(b, iid, "time-threshold"):
        # Choices left over after the first resolution of a summon ability with a Time Threshold the gauge had not
        # reached: the choices of a second resolution it did not get, that one rule's fault.
        j.flag("ccs.ability.time-threshold", N_("the log names targets {value!r} for a second resolution of {card}'s "
                                                "summon ability, but the Chrono Clash gauge was not on {n} or greater "
                                                "on the opponent's side"),
               value=list(targets), card=j.label(iid), n=ab.number(b, iid, "time-threshold"))
        targets = deque()
    _leftover(j, targets, iid)
    d = b.card_def(iid)
    if d is not None and not d.modelled and summoned:
        # An unmodelled card's summon ability: its choices are the table's, and a TriggerResolved of it right after
        # records them (or it), once, a note (on_trigger).
        b.act_echo = (pid, iid, None, "summon", j.event.seq)
    if lines and (d is None or d.modelled):
        if not any(ab.needs_choice(line) for line in lines):
            # It asked for no choice: the engine resolved it, and a TriggerResolved with no targets may still
            # record it, once (docs/log-format.md, TriggerResolved).
            b.resolved_alone.append((pid, iid))
        elif not chosen and any(v.rule in ab.CHOICE_RULES for v in j.found[before:]):
            b.unchosen_summon = (pid, iid)
            held = [v for v in j.found[before:] if v.template == ab.SUMMON_CHOICE_LEFT_OUT]
            if held and summoned:
                # Held until the next event: the choice given by a TriggerResolved of this battler right after it is
                # the summon's, written as its own event (on_trigger); else they are said then (step, finish).
                j.found[before:] = [v for v in j.found[before:] if v.template != ab.SUMMON_CHOICE_LEFT_OUT]
                b.unchosen_flags = (j.event.seq, held)
        elif not chosen and summoned:
            # A choice none was owed (docs/chrono-clash-icons.md, Readings: "Strength or cost: the summon example"),
            # none named: a TriggerResolved of it right after may still make the choice, decline it or name nothing,
            # that ability's own resolution (on_trigger).
            b.unowed_summon = (pid, iid)
        elif chosen:
            # Resolved with the choices BattlerSummoned.targets gave: a TriggerResolved recording it again may follow,
            # once (docs/log-format.md, TriggerResolved).
            b.summon_echo = (pid, iid, tuple(chosen))


def _on_opponents_side(b: Board, pid: str) -> int:
    """The number the counter is on, on an opponent's side of the gauge as player ``pid`` sees it (0 or less
    when it is on 0 or on their own side): what Time Threshold reads ("if the Chrono Clash gauge is on the
    indicated number or greater on your opponent's side").

    The board keeps the gauge from the active player's side, and the far side is where the next player's turn
    begins ("on the number where your turn finished"). So for the active player, the far side counts; for
    another player (a Reinforcements summon during someone else's turn), the active player's side is an
    opponent's side, and the far side is too, unless they are the next player, whose own side it is. The
    reading is in docs/chrono-clash-icons.md."""
    if pid == b.active:
        return -b.gauge
    if b.gauge >= 0:
        return b.gauge
    return 0 if b.next_seat(b.active).id == pid else -b.gauge


def _spend_leader(seat) -> int:
    """The Leader discount this summon takes, spent: "the next battler you summon this turn will have its
    cost reduced by the number inside this icon. Leader effects will stack until end of turn." (fr "le
    battler suivant que vous invoquez", it "il Battler che evochi dopo di esso"). Every summon is "the next
    battler you summon": from the hand, an extra deck battler, for a Sneak Attack or Pilot cost, by
    Reinforcements, by Transform (the manual's Transform example: "summon this card in its place"); the
    reading is in docs/chrono-clash-icons.md."""
    n = seat.leader_bonus
    seat.leader_bonus = 0
    return n


def _resolve_lines(j: Judge, pid: str, iid: str, lines: list, targets: deque, tap: bool = False) -> None:
    card = j.board.card_def(iid)
    if card is not None and not card.modelled:
        note(j.board, N_("the ability of {name} is not modelled: the log records what it did"), name=card.name)
        if lines and targets:
            # What its ability chose is what the table chose (docs/log-format.md: a summon ability's choices go in
            # BattlerSummoned.targets): taken as given, not judged; what it did the EffectRecorded events say.
            note(j.board, N_("seq {seq}: the targets {value} the log names for the unmodelled ability of {card} are "
                             "taken as the table chose them"), seq=j.event.seq, value=", ".join(
                                 j.label(t) if t in j.board.cards else t for t in targets), card=j.label(iid))
            targets.clear()
        return
    pilot = j.board.cards[iid].pilot
    pdef = j.board.card_def(pilot) if pilot else None
    for line in lines:
        if pdef is not None and not pdef.modelled and line in ab.pilot_triggered(j.board, iid, line[0].name):
            # The attached pilot's ability, added to the Eva: its card is unmodelled, so the log records what it did.
            note(j.board, N_("the ability of {name} is not modelled: the log records what it did"), name=pdef.name)
            continue
        stripped = _NO_THRESHOLD.get(line)
        if stripped is None:
            if len(_NO_THRESHOLD) > 4096:
                _NO_THRESHOLD.clear()
            # What a Gains icon grants is an ability of its own, kept whole (a granted Time Threshold too).
            cut = next((k for k, ic in enumerate(line) if ic.name == "gains"), len(line))
            stripped = _NO_THRESHOLD[line] = tuple(ic for ic in line[:cut] if ic.name != "time-threshold") + line[cut:]
        ab.resolve(j, pid, iid, stripped, targets, temporary=True, tap_ability=tap)


_NO_THRESHOLD: dict[tuple, tuple] = {}  # an ability line without its time-threshold icons (a pure function)


def _hidden_most(b: Board, iid: str, icon: str) -> int:
    """The most ``icon`` (Leader's number, 1 for tap-gain-time) a battler the log never named (:func:`_hidden`) could
    have: the most among the standard battlers of its owner's deck list with a copy unrevealed."""
    seat = b.by_id.get(b.cards[iid].owner) or b.seat(b.cards[iid].owner)
    best = 0
    for name, k in _pool_of(seat, iid).items():
        d = b.defs.get(name)
        if k <= 0 or d is None or d.type != "battler":
            continue
        for line in b.parsed.get(name, []):
            for ic in line:
                if ic.name == icon:
                    best = max(best, ic.n or 1)
    return best


def _may_be_quick(b: Board, iid: str) -> bool:
    """Whether battler ``iid``, which the log never named (:func:`_hidden`), may attack the turn it was summoned: a
    battler its owner's deck list allows has Quick or Sneak Attack, or a card of a deck list in the match gives Quick
    (Call of the Wild) (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks")."""
    if not _hidden(b, iid):
        return False
    if _hidden_most(b, iid, "quick") or _hidden_most(b, iid, "sneak-attack"):
        return True
    return any(ic.name == "quick" for s in b.seats for name, k in s.decklist.items() if k > 0
               and (d := b.defs.get(name)) is not None and d.type != "battler"
               for line in b.parsed.get(name, []) for ic in line)


def _may_gain(j: Judge, pid: str, n: int) -> None:
    """A card the log never named may have saved or gained ``pid`` up to ``n`` time (a Leader's discount, a
    tap-gain-time): the most the counter can stand on moves that much nearer them, the least stays, so where it
    stands is a range (``Board.gauge_unknown``; docs/chrono-clash-icons.md, Readings: "A card played under a name
    its deck list lacks")."""
    b = j.board
    if n <= 0 or pid != b.active or j.turn_over():
        return
    j.touch(b)
    if not b.gauge_unknown:
        b.gauge_unknown = True
        b.gauge_low = b.gauge_deepest = b.gauge
        b.unknown_turn = b.turn
    b.gauge = _on_gauge(b.gauge + n)


def _hidden(b: Board, iid: str | None) -> bool:
    """A card a paper log put into play or played without ever naming it (``ccs.log.unknown-card``, flagged once): its
    strength, cost and abilities are unknown, so its battles, the payments it makes and the targets given for it are
    not judged (docs/log-format.md, Paper table)."""
    inst = b.cards.get(iid) if iid is not None else None
    return inst is not None and inst.name is None and inst.zone in ("battlefield", "resolving", "attached")


def _may_be_destroyed(j: Judge, iid: str, group: tuple[int, str, int] | None = None) -> None:
    """A battle of a battler the log never named, not judged: it may have been destroyed, and its Legion or
    Reinforcements (of the cards of its deck list it could be) may follow; each waits as an optional ability, that
    moving on lets go, and the log using one shows it was destroyed then (:func:`_destroyed_after_all`)
    (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks")."""
    b = j.board
    owner = b.cards[iid].owner
    if _hidden(b, iid):
        legion = _hidden_count(b, iid, "legion")
        reinforce = _hidden_count(b, iid, "reinforcements") > 0
        limit = _hidden_cost(b, iid, "reinforcements") if reinforce else 0
    else:
        # A named battler whose battle with a card the log never named was not judged: its own Legion or
        # Reinforcements may follow the same way.
        legion = ab.count(b, iid, "legion")
        reinforce = ab.has(b, iid, "reinforcements")
        limit = ab.cost(b, iid) if reinforce else 0
    if legion or reinforce:
        j.touch(b)
    if b.seat(owner).deck:
        for _ in range(legion):
            b.pending.append(Pending(source=iid, controller=owner, kind="legion", optional=True, group=group))
    if reinforce:
        b.pending.append(Pending(source=iid, controller=owner, kind="reinforcements", optional=True,
                                 cost_limit=limit, group=group))


def _may_be_lost(j: Judge, iid: str, destroyed: bool = True, group: tuple[int, str, int] | None = None) -> None:
    """Battler ``iid`` may have left play in what the engine cannot judge (a battle with a card the log never named,
    the target of such a card's action or summon ability): when that may have destroyed it (``destroyed``: a battle
    may; an action or summon ability only if a card its list allows destroys), its Legion or Reinforcements may
    follow, named or not (:func:`_may_be_destroyed`), and the log using one shows it was destroyed then
    (:func:`_destroyed_after_all`) (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list
    lacks")."""
    if destroyed and j.board.cards[iid].zone == "battlefield":
        _may_be_destroyed(j, iid, group)
    _may_have_left(j, iid)


def _list_destroys(b: Board, seat: Any, iid: str, kind: str, target: str) -> bool:
    """Whether a card of ``kind`` the card ``iid`` the log never named could be (its owner's deck list, copies
    unrevealed) destroys battler ``target`` when played (an action) or summoned (a battler's summon ability): one
    that destroys a chosen battler, of at most the strength (or cost) it names (Fireball: "strength 4 or less")."""
    named = not _hidden(b, target)
    strength = ab.strength(b, target) if named else None
    cost = ab.cost(b, target) if named else None
    for line in _destroying_lines(b, seat, iid, kind):
        most = next((ic for ic in line if ic.name in ("max-strength", "max-strength-or-cost")), None)
        if (most is None or strength is None or strength <= (most.n or 0)
                or (most.name == "max-strength-or-cost" and cost is not None and cost <= (most.n or 0))):
            return True
    return False


def _destroying_lines(b: Board, seat: Any, iid: str, kind: str) -> Iterator[Any]:
    """The icon lines that destroy, of the cards of ``kind`` the card ``iid`` the log never named could be (its
    owner's deck list, copies unrevealed): an action's own lines, a battler's summon ability."""
    for name, k in _pool_of(seat, iid).items():
        d = b.defs.get(name)
        if k <= 0 or d is None or d.type != kind:
            continue
        for line in b.parsed.get(name, []):
            if not line or not (line[0].family != "trigger" if kind == "action" else line[0].name == "summon"):
                continue
            if any(ic.name == "destroy" for ic in line):
                yield line


def _list_destroys_most(b: Board, seat: Any, iid: str, kind: str) -> int | None:
    """The most chosen battlers one card of ``kind`` the card ``iid`` the log never named could be destroys when
    played (an action) or summoned (a summon ability): one for each chosen battler of its line (Fireball, Inferno
    Drake: one); None when one destroys all battlers (Meteor Storm)."""
    most = 0
    for line in _destroying_lines(b, seat, iid, kind):
        aims = [ic for ic in line if ic.family == "target"]
        if any(ic.name not in ("chosen-battler", "other-battler") for ic in aims):
            return None
        most = max(most, len(aims), 1)
    return most


def _unjudged_targets(j: Judge, seat: Any, iid: str, kind: str, targets: Any, bounce: bool) -> None:
    """The log's targets of card ``iid`` the log never named (``seat``'s), played as an action or summoned (its
    summon ability, or that ability played by a Mirror Adept or Void Shifter, :func:`_copied_unseen`): what it did to
    them is unknown, as far as a card of its list does: destroyed, when one destroys such a battler
    (:func:`_list_destroys`), at most as many of them as one such card destroys (:func:`_list_destroys_most`: the
    Legion or Reinforcements of one more is not excused, ``Pending.group``); returned to the hand with ``bounce``."""
    b = j.board
    live = [t for t in targets if t in b.cards and b.cards[t].zone == "battlefield" and t != iid]
    kills = {t for t in live if _list_destroys(b, seat, iid, kind, t)}
    most = _list_destroys_most(b, seat, iid, kind) if len(kills) > 1 else None
    group = (j.event.seq, iid, most) if most is not None and len(kills) > most else None
    for t in live:
        _may_be_lost(j, t, t in kills, group)
        if bounce and t not in b.may_bounce:
            b.may_bounce += (t,)


def _may_have_left(j: Judge, iid: str) -> None:
    """Battler ``iid`` may have left play in what the engine cannot judge (a battle or an ability of a card the log
    never named): the log's later events say where it went (``Board.may_have_left``, :func:`_left_after_all`)."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is not None and inst.zone == "battlefield" and iid not in b.may_have_left:
        j.touch(b)
        b.may_have_left += (iid,)


def _quest_card_back(j: Judge, iid: str) -> None:
    """The log takes quest card ``iid`` from its owner's hand while the battler it is on may have left play unseen
    (:func:`_may_have_left`): it went back to the hand then (a Tidal Recall: "If it had a quest, that card is returned
    to its owner's hand as well"), its battler with it (:func:`_left_after_all`)."""
    b = j.board
    holder = next((x for x in b.may_have_left if x in b.cards and iid in b.cards[x].quest), None)
    if holder is not None:
        _left_after_all(j, holder, "hand")


#: The rules that make a quest itself illegal (not the log's way of recording it): a win its points decide says so.
_QUEST_ACT_RULES = ("ccs.gauge.turn-over", "ccs.turn.not-your-turn")


def _flagged_points(b: Board, pid: str, cards: Any) -> None:
    """Quest ``cards`` of ``pid`` scored now: those placed by a quest flagged at its seq (``Board.flagged_quest``)
    are kept as points that rest on a flagged act (``Board.flagged_points``)."""
    for seq in sorted({s for c, s in b.flagged_quest if c in cards}):
        n = sum(1 for c, s in b.flagged_quest if s == seq and c in cards)
        b.flagged_points += ((pid, seq, n),)
    b.flagged_quest = tuple(x for x in b.flagged_quest if x[0] not in cards)


def _quest_win(b: Board, pid: str, points: int) -> Any:
    """The reason of ``pid``'s win on ``points`` quest points: where it would not be a win without the points of a
    flagged quest, it says so (the quest stood at the table and is carried out as recorded, its one fault flagged)."""
    flagged = [x for x in b.flagged_points if x[0] == pid]
    if not flagged or points - sum(x[2] for x in flagged) >= QUEST_WIN:
        return msg(N_("{n} quest points"), n=points)
    seqs = sorted({x[1] for x in flagged})
    if len(seqs) == 1:
        return msg(N_("{n} quest points (the quest at seq {seq} was flagged)"), n=points, seq=seqs[0])
    return msg(N_("{n} quest points (the quests at seqs {seqs} were flagged)"), n=points,
               seqs=", ".join(str(x) for x in seqs))


def _stayed(j: Judge, *iids: str) -> None:
    """A judged event uses battler ``iid`` in play (it attacks, taps, goes on a quest, or battles a named card): it
    did not leave play unseen after all (:func:`_may_have_left`), and blocks as a tapped Taunt, Sentinel or
    Protector does again (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks")."""
    b = j.board
    if b.may_have_left and any(x in b.may_have_left for x in iids):
        j.touch(b)
        b.may_have_left = tuple(x for x in b.may_have_left if x not in iids)
        b.may_bounce = tuple(x for x in b.may_bounce if x not in iids)
        for held in [x for x in b.quest_held if x[0] in iids]:
            b.quest_held = tuple(x for x in b.quest_held if x is not held)
            _quest_points_after_all(j, *held)


def _quest_points_after_all(j: Judge, iid: str, turn: int, cards: tuple[str, ...]) -> None:
    """Battler ``iid``, that may have left play unseen, was kept from scoring its quest ``cards`` at the beginning of
    turn ``turn`` (Judge.begin_turn); an event of that same turn using it in play shows it was there: the cards are
    discarded and the points scored as they were then ("At the beginning of your turn, discard all cards on your
    battlers and gain 1 quest point for each card discarded this way") (docs/chrono-clash-icons.md, Readings: "A
    card played under a name its deck list lacks")."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or b.turn != turn or inst.zone != "battlefield" or inst.owner != b.active or b.over:
        return
    done = [q for q in cards if q in inst.quest]
    if not done:
        return
    seat = b.seat(inst.owner)
    _flagged_points(b, inst.owner, done)
    for q in done:
        j.move(q, b.cards[q].owner, "discard")
    seat.quest_points += len(done)
    if seat.quest_points >= QUEST_WIN:
        j.win(inst.owner, _quest_win(b, inst.owner, seat.quest_points))
        # Declared at the attack that shows it: the reveals of that attack are part of it, the events after it are
        # after the game's end (_after_the_end).
        b.won_at_attack = type(j.event) is AttackDeclared
        b.won_late = True


def _left_after_all(j: Judge, iid: str, zone: str) -> bool:
    """The log takes battler ``iid``, still in play on the board, from ``zone`` (its owner's hand or discard pile):
    when it may have left play unseen (:func:`_may_have_left`), it went there then (a Withdraw returns it to the hand,
    a battle lost destroys it), and is taken from there now, not flagged (docs/chrono-clash-icons.md, Readings: "A
    card played under a name its deck list lacks")."""
    b = j.board
    inst = b.cards.get(iid) if iid is not None else None
    if inst is None or inst.zone != "battlefield" or iid not in b.may_have_left:
        return False
    if zone == "hand" and iid not in b.may_bounce and not (
            ab.has(b, iid, "withdraw") or (_hidden(b, iid) and _hidden_count(b, iid, "withdraw") > 0)):
        return False  # a battle lost destroys it: only a Withdraw battler goes to the hand
    if zone == "hand":
        j.return_to_hand(iid)
    else:
        j.discard_from_play(iid)
    b.pending[:] = [p for p in b.pending if p.source != iid or p.kind in ("legion", "reinforcements")]
    return True


def _destroyed_after_all(j: Judge, iid: str, group: tuple[int, str, int] | None = None) -> None:
    """The log uses the Legion or Reinforcements of a battler the log never named whose battle was not judged
    (:func:`_may_be_destroyed`), or of a named battler whose battle with such a card was not judged: it was destroyed
    in that battle, and leaves play now (a Legion or Reinforcements waiting while its source is still in play is only
    ever one of those)."""
    b = j.board
    if b.cards[iid].zone == "battlefield":
        j.discard_from_play(iid)
        b.pending[:] = [p for p in b.pending if p.source != iid or p.kind in ("legion", "reinforcements")]
        if group is not None:
            # One of the battlers one unnamed card may have destroyed, at most ``most`` of them: the others' Legion or
            # Reinforcements wait for one fewer (Pending.group).
            j.touch(b)
            kept = []
            for p in b.pending:
                if p.group is not None and p.group[:2] == group[:2] and p.source != iid:
                    if p.group[2] <= 1:
                        continue
                    j.touch(p)
                    p.group = (p.group[0], p.group[1], p.group[2] - 1)
                kept.append(p)
            b.pending[:] = kept


def _not_judged(j: Judge, card: str, other: str) -> None:
    """The note for a battle of a card the log never named: not judged, its outcome taken from the log."""
    note(j.board, N_("seq {seq}: the log does not say what {card} is: its battle with {other} is not judged; a card "
                     "the log uses later is taken as still in play"), seq=j.event.seq, card=card, other=j.label(other))


def _leftover(j: Judge, targets: deque, iid: str | None) -> None:
    if targets and not _hidden(j.board, iid):
        j.flag("ccs.ability.target", N_("the log names targets {value!r} that no ability of {card} asks for"), value=list(targets), card=j.label(iid))


def _pay_extra(j: Judge, pid: str, iid: str, payment: list[str], discount: int = 0) -> None:
    """An extra-deck card is paid by destroying your battlers in play of enough total cost (its cost less
    the Leader ``discount`` when it is a battler summoned after a Leader attack).

    Only an extra deck *battler* must be paid with standard battlers: "You can only use standard battlers to
    pay the cost of EX battlers. Extra Deck battlers may not be destroyed to pay for other Extra Deck
    battlers." (the French and Italian manuals say the same); an extra deck action is paid with "your
    battlers in play", extra deck battlers among them.
    """
    b = j.board
    need = max(0, ab.cost(b, iid) - discount)
    for_battler = (d := b.card_def(iid)) is None or d.type == "battler"
    total = 0
    paying: list[str] = []
    not_there = unknown = False
    for p in payment:
        if p in paying:
            # The cost counts the battlers destroyed: one destroyed battler counts once, however often it is listed.
            j.flag("ccs.extra-deck.cost", N_("{p} is listed more than once in the payment for {card}: a battler is "
                                             "destroyed once, and its cost counts once"), p=j.label(p), card=j.label(iid))
            continue
        inst = b.cards.get(p)
        if inst is None or inst.zone != "battlefield" or inst.owner != pid:
            j.flag("ccs.extra-deck.cost", N_("{p} is not one of {player}'s battlers in play and cannot pay for {card}"), p=j.label(p), player=pid, card=j.label(iid))
            not_there = True
            continue
        # Destroyed to pay, it was in play: one that may have left play unseen did not, as an attack shows (_stayed).
        _stayed(j, p)
        if _hidden(b, p):
            unknown = True  # a card the log never named: what it pays is unknown
            note(b, N_("seq {seq}: the log does not say what {p} is: what it pays for {card} is not judged"),
                 seq=j.event.seq, p=p, card=j.label(iid))
        pd = b.card_def(p)
        if pd is not None and pd.extra and for_battler:
            j.flag("ccs.extra-deck.standard-only", N_("{p} is an extra deck battler and cannot pay for {card}"), p=j.label(p), card=j.label(iid))
        total += ab.cost(b, p)
        paying.append(p)
    if total < need and (not_there or unknown):
        pass  # the same fault, the cost left unpaid by a battler that could not pay: flagged once, above; or a
        # battler whose cost is unknown
    elif total < need and discount:
        j.flag("ccs.extra-deck.cost", N_("{card} costs {need} after the Leader discount of {discount}, but the battlers "
                                         "destroyed to pay for it cost {total} in all"), card=j.label(iid), need=need, discount=discount, total=total)
    elif total < need:
        j.flag("ccs.extra-deck.cost", N_("{card} costs {need}, but the battlers destroyed to pay for it cost {total} in all"), card=j.label(iid), need=need, total=total)
    b.paid_with = tuple(paying)
    for p in paying:
        if b.cards[p].zone == "battlefield":  # not already gone with one destroyed before it
            j.destroy(p, by=pid)


def _no_payment(j: Judge, iid: str, payment: list[str]) -> None:
    """A standard card is paid in time: battlers listed to pay for it are flagged, and none is destroyed
    (destroying battlers pays for extra deck cards only: "To play an extra deck card, you must destroy your
    battlers in play...")."""
    if payment:
        j.flag("ccs.extra-deck.cost", N_("{card} is not an extra deck card: it is paid in time, not by destroying "
                                         "battlers; the payment the log lists for it ({payment}) destroys nothing"),
               card=j.label(iid), payment=", ".join(j.label(p) for p in payment))


def _unnamed(j: Judge, iid: str) -> None:
    """A paper log summons or plays a hidden card without naming it: what it is, its cost and its abilities are
    unknown. Flagged once (``ccs.log.unknown-card``); where the counter stands is unknown from then on, until a
    player passes, so each turn's end is taken from the log (docs/log-format.md, Paper table)."""
    b = j.board
    if b.cards[iid].name is not None or b.card_def(iid) is not None:
        return
    # An extra deck card (paid by destroying battlers) or a Reinforcements summon costs no time: where the counter
    # stands stays known (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list lacks").
    timeless = _extra_id(iid) or getattr(j.event, "mode", None) == "reinforcements"
    # Played out of turn (``ccs.turn.not-your-turn``, the one fault): neither its cost nor time it gains moves the
    # active player's counter (Judge.pay_for, Judge.gain_time), so where it stands stays known
    # (docs/chrono-clash-icons.md, Readings: "A card played out of turn").
    timeless = timeless or (b.cards[iid].owner != b.active and j.out_of_turn == b.cards[iid].owner)
    if j.unlisted == iid and timeless:
        pass
    elif j.unlisted == iid:
        # Named with a name its deck list has no copy of (flagged, _unlisted): what it really was is unknown.
        note(b, N_("seq {seq}: {card} cannot be the card the log names: its cost and abilities are unknown, so "
                   "where the counter stands is not known until a player passes in a later turn; each turn's end is "
                   "taken from the log (the next player's draw)"), seq=j.event.seq, card=iid)
    else:
        j.flag("ccs.log.unknown-card", N_("the log does not say what {card} is"), card=iid)
        if not timeless:
            note(b, N_("seq {seq}: the log does not name {card}: its cost and abilities are unknown, so where the "
                       "counter stands is not known until a player passes; each turn's end is taken from the log (the "
                       "next player's draw)"), seq=j.event.seq, card=iid)
    if not timeless:
        # Its cost is at least the cheapest card's it could be (_least_cost, paid below), but what it does may gain
        # time (Chrono Shift): the counter stands at most as near its player as the most any card it could be gains
        # net of its cost would move it.
        kind = "action" if type(j.event).__name__ == "ActionPlayed" else "battler"
        seat = b.by_id.get(b.cards[iid].owner) or b.seat(b.cards[iid].owner)
        names = _by_mode(b, b.defs if j.unlisted == iid else {n for n, k in _pool_of(seat, iid).items() if k > 0},
                         getattr(j.event, "mode", None))
        gain = _most_gained(b, names, kind)
        # A card never named costs at most the most any card it could be costs (its deck list's unrevealed copies,
        # of its kind): the counter stands at most that much nearer the opponent than before it. (A name the list
        # lacks bounds nothing: the card it really was is unknown.) (docs/chrono-clash-icons.md, Readings: "A card
        # played under a name its deck list lacks").
        low = -GAUGE_END
        # Summoned for a Sneak Attack or Pilot cost: it cost at least the least such cost of a card it could be
        # (Pyre Striker's Sneak Attack 2: certain), paid below (the range's both ends move).
        least = 0
        if b.cards[iid].owner == b.active and j.unlisted != iid:
            mode = getattr(j.event, "mode", None)
            least = _least_mode_cost(b, names, kind, mode)
            if mode not in ("sneak-attack", "pilot") and gain <= 0:
                least = _least_cost(b, names, kind, b.cards[iid].cost_mod - seat.leader_bonus)
            low = _on_gauge((b.gauge_low if b.gauge_unknown else b.gauge) - _most_cost(b, names, kind, mode) + least)
        deepest = min(b.gauge_deepest, low) if b.gauge_unknown else low
        if gain > 0:
            j.touch(b)
            b.gauge = _on_gauge(b.gauge + (gain if b.cards[iid].owner == b.active else -gain))
        j.touch(b)
        b.gauge_unknown = True
        b.gauge_low, b.gauge_deepest = low, deepest
        b.unknown_turn = b.turn
        j.pay(b.cards[iid].owner, least)
    owner = b.cards[iid].owner
    j.touch(b)
    b.unseen_draw = owner  # the draws of theirs the log records next are its ability's (on_drawn)
    kind = "action" if type(j.event).__name__ == "ActionPlayed" else "battler"
    seat = b.by_id.get(owner) or b.seat(owner)
    names = _by_mode(b, b.defs if j.unlisted == iid else {n for n, k in _pool_of(seat, iid).items() if k > 0},
                     getattr(j.event, "mode", None))
    b.unseen_draws = _most_drawn(b, names, kind, itself=iid)
    b.unseen_by = iid
    _more_extra(j, owner, iid, names, kind)
    guards = max((ic.n or 0 for name in names if (d := b.defs.get(name)) is not None and d.type == kind
                  for line in b.parsed.get(name, [])
                  if line and (line[0].family != "trigger" or (kind == "battler" and line[0].name == "summon"))
                  for ic in line if ic.name == "guardians"), default=0)
    if guards > 0:
        b.may_guard = tuple(x for x in b.may_guard if x[0] != owner) + ((owner, guards),)
    if owner not in b.unseen_abilities:
        b.unseen_abilities += (owner,)


def _by_mode(b: Board, names: Any, mode: str | None) -> Any:
    """The cards among ``names`` a card summoned for its Sneak Attack or Pilot cost (``mode``) could be: those with
    that ability (Pyre Striker's Sneak Attack 2), when any has it (otherwise ``names``, flagged elsewhere or not)."""
    if mode not in ("sneak-attack", "pilot"):
        return names
    fit = {n for n in names if any(ic.name == mode for line in b.parsed.get(n, []) for ic in line)}
    return fit or names


def _least_mode_cost(b: Board, names: Any, kind: str, mode: str | None) -> int:
    """The least Sneak Attack or Pilot cost (``mode``) among the standard cards of ``kind`` in ``names`` that have it
    (0 for another mode, or when none has it)."""
    if mode not in ("sneak-attack", "pilot"):
        return 0
    paid = [ic.n or 0 for name in names if (d := b.defs.get(name)) is not None and not d.extra and d.type == kind
            for line in b.parsed.get(name, []) for ic in line if ic.name == mode]
    return max(0, min(paid, default=0))


def _least_cost(b: Board, names: Any, kind: str, change: int = 0) -> int:
    """The least a standard card of ``kind`` among ``names`` costs when summoned or played there, its cost changed by
    ``change`` (what lowers it: a Swift Tactics on it, a Leader discount waiting), net of the time it gains then (0 when
    none fits): the counter moves at least that far ("whenever you pay a card's cost ... move the counter that many
    spaces towards your opponent's side")."""
    costs = [max(0, d.cost + change) - _gained(b, name, kind) for name in names
             if (d := b.defs.get(name)) is not None and not d.extra and d.type == kind]
    return max(0, min(costs, default=0))


def _most_cost(b: Board, names: Any, kind: str, mode: str | None = None) -> int:
    """The most a standard card of ``kind`` among ``names`` can cost: its cost, or its Sneak Attack or Pilot cost
    (paid instead); the gauge's end when no card fits. Summoned for its Sneak Attack or Pilot cost (``mode``): the
    most that cost of a card that has it, when one has."""
    if mode in ("sneak-attack", "pilot"):
        paid = [ic.n or 0 for name in names if (d := b.defs.get(name)) is not None and not d.extra and d.type == kind
                for line in b.parsed.get(name, []) for ic in line if ic.name == mode]
        if paid:
            return max(paid)
    best = -1
    for name in names:
        d = b.defs.get(name)
        if d is None or d.extra or d.type != kind:
            continue
        best = max(best, d.cost, *(ic.n or 0 for line in b.parsed.get(name, []) for ic in line
                                   if ic.name in ("sneak-attack", "pilot")))
    return GAUGE_END if best < 0 else best


def _more_extra(j: Judge, owner: str, iid: str, names: Any, kind: str, trigger: str = "summon") -> None:
    """``owner``'s unnamed card ``iid``, one of ``names``, acts at ``trigger``: the extra deck cards it may have drawn
    are the most one card it could be draws at all the moments it acted, not each moment's most added up (one card is
    a Gatekeeper, drawing when summoned, or a Rift Caller, drawing when it attacks, not both) (``Board.extra_draws``,
    ``Board.extra_acts``)."""
    b = j.board
    now = {name: _most_drawn(b, (name,), kind, trigger, iid, icon="draw-extra") for name in names}
    old = next((e for e in b.extra_acts if e[0] == iid), None)
    had = dict(old[1]) if old is not None else {}
    merged = {name: had.get(name, 0) + v for name, v in now.items()}
    n = max(merged.values(), default=0) - max(had.values(), default=0)
    best = tuple((name, v) for name, v in merged.items() if v > 0)
    if best or old is not None:
        j.touch(b)
        b.extra_acts = tuple(e for e in b.extra_acts if e[0] != iid) + ((iid, best),)
    if n <= 0:
        return
    had = next((x[1] for x in b.extra_draws if x[0] == owner), 0)
    b.extra_draws = tuple(x for x in b.extra_draws if x[0] != owner) + ((owner, had + n),)


def _most_drawn(b: Board, names: Any, kind: str, trigger: str = "summon", itself: str | None = None,
                icon: str = "draw") -> int:
    """The most cards a card of ``kind`` among ``names`` draws when summoned or played, or, for a battler, at the
    moment ``trigger`` names (its tap, attack, quest completing) (twice past a Time Threshold; one that plays another
    battler's summon ability (Mirror Adept, Void Shifter's attack) draws what the most drawing of the battlers in play
    but ``itself`` (the card acting) does)."""
    best = 0
    for name in names:
        d = b.defs.get(name)
        if d is None or d.type != kind:
            continue
        n = 0
        for line in b.parsed.get(name, []):
            if not line or not (line[0].name == trigger if kind == "battler" else line[0].family != "trigger"):
                continue
            if any(ic.name == "play-summon-ability" for ic in line):
                # The summon ability of a battler in play (Mirror Adept: "one of your other battlers"; Void
                # Shifter: "a chosen battler"): the most drawing of the battlers in play it could be.
                n += _most_drawn(b, [x for x in _in_play_names(b, itself) if x != name and not any(
                    ic.name == "play-summon-ability" for line in b.parsed.get(x, []) for ic in line)], "battler",
                    icon=icon)
            # Draws from the main deck only (a CardDrawn): Draw 1 EX takes from the extra deck (_unseen_extra).
            if icon == "draw":
                n += sum(ic.n or 0 for ic in line if ic.name == "draw" and (ic.n or 0) > 0)
            else:
                n += sum(max(ic.n or 1, 1) for ic in line if ic.name == icon)
        if any(ic.name == "time-threshold" for line in b.parsed.get(name, []) for ic in line):
            n *= 2
        best = max(best, n)
    return best


def _in_play_names(b: Board, itself: str | None = None) -> set[str]:
    """The names the battlers in play but ``itself`` could have: a named one's name, an unnamed one's its deck list's
    unrevealed copies'."""
    names: set[str] = set()
    for s in b.seats:
        for iid in s.battlefield:
            inst = b.cards.get(iid)
            if inst is None or iid == itself:
                continue
            if inst.name is not None:
                names.add(inst.name)
            elif (d := b.card_def(iid)) is not None:
                names.add(d.name)
            else:
                names.update(n for n, k in _pool_of(s, iid).items() if k > 0)
    return names


def _most_gained(b: Board, names: Any, kind: str) -> int:
    """The most time a standard card of ``kind`` among ``names`` gains when played or summoned, or saves on a later
    cost (Swift Tactics: "A battler card in your hand costs 2 less this turn"), net of its cost (0 when none gains
    more than it costs)."""
    best = 0
    for name in names:
        d = b.defs.get(name)
        if d is None or d.extra or d.type != kind:
            continue
        best = max(best, _gained(b, name, kind) - d.cost)
    return best


def _gained(b: Board, name: str, kind: str) -> int:
    """The time card ``name`` (of ``kind``) gains when played or summoned, or saves on a later cost."""
    return sum(abs(ic.n or 0) for line in b.parsed.get(name, []) if line
               and (line[0].name == "summon" if kind == "battler" else line[0].family != "trigger")
               for ic in line if (ic.name == "time" and (ic.n or 0) > 0) or (ic.name == "cost" and (ic.n or 0) < 0))


def _unnamed_guardian_resolved(j: Judge, iid: str, pid: str) -> None:
    """``pid`` resolves the guardian ability of guardian ``iid``, which the log never named: what it did is that of the
    most any card of their deck list it could be does: cards drawn unseen (Tide Scholar, Stormwatch Giant: the ids of
    the cards taken later show them, ``Board.drew_unseen``), time gained (Wave Sentinel, Fireball: the counter a
    range, the turn's end taken from the log), guardians added (Deep Oracle: an attack on the stack with none left waits
    for the log, ``Board.may_guard``) (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list
    lacks")."""
    b = j.board
    seat = b.by_id.get(pid) or b.seat(pid)
    draws = gain = guards = 0
    for name, k in _pool_of(seat, iid).items():
        if k <= 0:
            continue
        lines = [line for line in b.parsed.get(name, []) if line and line[0].name == "guardian"]
        draws = max(draws, sum(ic.n or 0 for line in lines for ic in line if ic.name == "draw" and (ic.n or 0) > 0))
        gain = max(gain, sum(ic.n or 0 for line in lines for ic in line if ic.name == "time" and (ic.n or 0) > 0))
        guards = max(guards, sum(ic.n or 0 for line in lines for ic in line if ic.name == "guardians"))
    if draws or gain or guards:
        j.touch(b)
    if draws:
        had = next((x[1] for x in b.drew_unseen if x[0] == pid), 0)
        b.drew_unseen = tuple(x for x in b.drew_unseen if x[0] != pid) + ((pid, had + draws),)
        _unseen_by(b, pid, None, had)
    if gain and pid != b.active and not j.turn_over():
        # The defender may have gained time: the counter may stand that much nearer them, past the active player's
        # turn's end (_maybe_over).
        if not b.gauge_unknown:
            b.gauge_unknown = True
            b.gauge_low = b.gauge_deepest = b.gauge
            b.unknown_turn = b.turn
        b.gauge_low = _on_gauge(b.gauge_low - gain)
        b.gauge_deepest = min(b.gauge_deepest, b.gauge_low)
    if guards:
        had = next((x[1] for x in b.may_guard if x[0] == pid), 0)
        b.may_guard = tuple(x for x in b.may_guard if x[0] != pid) + ((pid, had + guards),)


def _copied_unseen(j: Judge, pid: str, iid: str, targets: Any, trigger: str = "attack",
                   left: deque | None = None) -> None:
    """A named battler's attack (Void Shifter) or summon (Mirror Adept, ``trigger``) plays the summon ability of a
    battler the log never named: what it drew is unknown, as that card's own summon (:func:`_unnamed`), at most what a
    card of its list draws: the draws of ``pid``'s the log records next, or the ids of the cards taken later, show it
    (``Board.unseen_draws``, ``Board.drew_unseen``). The targets ``left`` after it are that ability's, as many as a
    summon ability of its list chooses, and what it did to them is unknown as its own summon's is, bounded by its list
    (:func:`_unjudged_targets`)."""
    b = j.board
    if not any(ic.name == "play-summon-ability" for line in ab.triggered(b, iid, trigger) for ic in line):
        return
    n = 0
    for t in targets:
        inst = b.cards.get(t)
        if inst is None or not _hidden(b, t):
            continue
        seat = b.by_id.get(inst.owner) or b.seat(inst.owner)
        pool = {x for x, k in _pool_of(seat, t).items() if k > 0}
        n = max(n, _most_drawn(b, pool, "battler", itself=t))
        # Its extra deck draws too (a Gatekeeper's summon ability played again draws one more): one card, at all the
        # moments it acted (_more_extra).
        _more_extra(j, pid, t, pool, "battler")
        if left:
            lines = [line for x in pool if (d := b.defs.get(x)) is not None and d.type == "battler"
                     for line in b.parsed.get(x, []) if line and line[0].name == "summon"]
            aims = max((_aims_at(b, pid, t, line, left) for line in lines), default=0)
            taken = [left.popleft() for _ in range(min(aims, len(left)))]
            bounce = any(ic.name == "return-to-hand" for line in lines for ic in line)
            _unjudged_targets(j, seat, t, "battler", taken, bounce)
            if not aims:
                # No summon ability of its list takes a target: the targets named after it are the one fault
                # (ccs.ability.target, _leftover); the table took that ability to act on them, so what follows
                # from that (the Reinforcements of a battler it took as destroyed) is not flagged again.
                for x in left:
                    if x in b.cards and b.cards[x].zone == "battlefield" and x != t:
                        _may_be_lost(j, x)
    if n <= 0:
        return
    j.touch(b)
    copied = [t for t in targets if t in b.cards and _hidden(b, t)]
    # The draws are the one copied card's (a Tide Scholar's summon played again): a card of the main deck drawn so
    # shows it draws from the main deck, not from the extra deck (on_drawn, Board.drew_main).
    by = copied[0] if len(copied) == 1 and b.cards[copied[0]].owner == pid else None
    if b.unseen_draw == pid:
        if b.unseen_draws > 0 and b.unseen_by != by:
            by = None
        b.unseen_draws += n
    else:
        b.unseen_draw, b.unseen_draws = pid, n
    b.unseen_by = by


def _aims_at(b: Board, pid: str, iid: str, line: Any, left: deque) -> int:
    """How many of the targets ``left`` (in order) a summon ability ``line`` of a card the battler ``iid`` the log
    never named could be chooses when ``pid`` plays it again (Mirror Adept, Void Shifter): one for each of its target
    icons, but "one of your other battlers" (a Mirror Adept's own) takes only a battler of ``pid``'s in play, not
    ``iid`` (:func:`_copied_unseen`)."""
    n = 0
    for ic in line:
        if ic.family != "target":
            continue
        if ic.name == "other-battler":
            x = left[n] if n < len(left) else None
            inst = b.cards.get(x) if x is not None else None
            if inst is None or inst.owner != pid or inst.zone != "battlefield" or x == iid:
                break
        n += 1
    return n


def _may_draw_extra(b: Board, pid: str) -> bool:
    """Whether a card of ``pid``'s deck list draws from the extra deck ("The only way to draw cards from your extra
    deck is to play an ability with the Draw 1 EX icon": Gatekeeper, Rift Caller), itself or by playing the summon
    ability of a battler in play that does (Mirror Adept, Void Shifter's attack)."""
    seat = b.by_id.get(pid) or b.seat(pid)
    icons = {ic.name for name, k in seat.decklist.items() if k > 0 for line in b.parsed.get(name, []) for ic in line}
    if "draw-extra" in icons:
        return True
    return "play-summon-ability" in icons and any(
        ic.name == "draw-extra" for s in b.seats for iid in s.battlefield
        for line in ab.triggered(b, iid, "summon") for ic in line)


def _quest_draws_open(j: Judge, pid: str, more: int, line: tuple) -> None:
    """A battler of ``pid``'s completed two quests or more at once (``more`` cards past the first discarded from it):
    its Completes a Quest ability ``line`` resolved once (English "whenever it gains you quest points", French « à
    chaque fois que ce battler vous fait gagner des points de quête »), but the Italian "quando il Battler porta a
    termine con successo una missione" and "If a player completes 5 or more quests" (a point a quest) read once a
    card. Both are accepted: when the ability only draws, the draws the second reading adds may have been made
    (``Board.quest_draws``), as the turn's draws the log records next show (:func:`_quest_drawn`;
    docs/chrono-clash-icons.md, Readings: "Two quest cards on one battler")."""
    b = j.board
    effects = line[1:]
    if not effects or ab.needs_choice(line) or any(ic.name != "draw" or (ic.n or 0) <= 0 for ic in effects):
        return
    had = b.quest_draws[1] if b.quest_draws is not None and b.quest_draws[0] == pid else 0
    j.touch(b)
    b.quest_draws = (pid, had + more * sum(ic.n or 0 for ic in effects))


def _quest_drawn(j: Judge, ev: CardDrawn, seat: Any, named: str | None) -> bool:
    """``ev``, a draw of the player whose battler's quests may have drawn more (``Board.quest_draws``): in the draw
    step, naming a card at most that many under the top, the cards above it were those draws, unrecorded (into the
    hand; False: ``ev`` is then the turn's draw, of the top card); after the turn's draw, naming the top card (or
    none), it records one of them: True, the card drawn, nothing flagged. A draw deeper down, or past them, is judged
    as ever."""
    b = j.board
    qd = b.quest_draws
    if qd is None or qd[0] != ev.player or qd[1] <= 0 or ev.player != b.active or not seat.deck:
        return False
    if b.step == "draw":
        k = seat.deck.index(named) if named is not None and named in seat.deck else 0
        if not 0 < k <= qd[1] or any(named == v or named == x for x, v in seat.swapped.items()):
            return False
        j.touch(b)
        b.quest_draws = (qd[0], qd[1] - k)
        for x in list(seat.deck[:k]):
            j.move(x, ev.player, "hand")
        return False
    iid = seat.deck[0]
    if (named is not None and named != iid) or (ev.name is not None and b.cards[iid].name not in (None, ev.name)):
        return False
    j.touch(b)
    b.quest_draws = (qd[0], qd[1] - 1)
    if ev.name is not None:
        _card(j, ev.player, iid, ev.name, ("deck",), _THE_DRAW)
    j.move(iid, ev.player, "hand")
    return True


def _unseen_acts(j: Judge, iid: str, trigger: str) -> None:
    """A battler the log never named (:func:`_hidden`) acts at ``trigger`` (its tap, its attack, its quest completing):
    what it does is taken from the log, so the draws of its player's the log records next are its ability's, as many
    as the most a card of its deck list it could be draws then (``Board.unseen_draws``, on_drawn), and an extra deck
    card its player takes may be one it drew (docs/chrono-clash-icons.md, Readings: "A card played under a name its
    deck list lacks")."""
    b = j.board
    owner = b.cards[iid].owner
    seat = b.by_id.get(owner) or b.seat(owner)
    n = _most_drawn(b, {n for n, k in _pool_of(seat, iid).items() if k > 0}, "battler", trigger, iid)
    _more_extra(j, owner, iid, {n for n, k in _pool_of(seat, iid).items() if k > 0}, "battler", trigger)
    j.touch(b)
    if b.unseen_draw == owner:
        if b.unseen_draws > 0 and b.unseen_by != iid:
            b.unseen_by = None
        b.unseen_draws += n
    else:
        b.unseen_draw, b.unseen_draws = owner, n
        b.unseen_by = iid
    if trigger == "attack":
        b.unseen_by = None  # (Void Shifter: another battler's summon ability, a main or an extra deck draw)
    if owner not in b.unseen_abilities:
        b.unseen_abilities += (owner,)


def _hidden_count(b: Board, iid: str, icon: str) -> int:
    """The most lines with ``icon`` (Legion, Reinforcements) a battler the log never named could have: the most among
    the standard battlers of its owner's deck list with a copy unrevealed."""
    seat = b.by_id.get(b.cards[iid].owner) or b.seat(b.cards[iid].owner)
    return max((sum(1 for line in b.parsed.get(name, []) for ic in line if ic.name == icon)
                for name, k in _pool_of(seat, iid).items()
                if k > 0 and name in b.defs and b.defs[name].type == "battler"), default=0)


def _hidden_cost(b: Board, iid: str, icon: str) -> int:
    """The most a battler of the deck list a battler the log never named could be, one with ``icon``, costs."""
    seat = b.by_id.get(b.cards[iid].owner) or b.seat(b.cards[iid].owner)
    return max((b.defs[name].cost for name, k in _pool_of(seat, iid).items()
                if k > 0 and name in b.defs and b.defs[name].type == "battler"
                and any(ic.name == icon for line in b.parsed.get(name, []) for ic in line)), default=0)


def _unseen_extra(j: Judge, ev: Any) -> None:
    """An extra deck card the log takes from the hand of a player whose unnamed card's abilities are unknown
    (:func:`_unnamed`): one of them may have drawn it (Gatekeeper: "draw 1 from your extra deck"), so it is taken
    as drawn then, not flagged as not in the hand."""
    b = j.board
    if ev.player not in b.unseen_abilities or not _may_draw_extra(b, ev.player):
        return
    if not any(x[0] == ev.player and x[1] > 0 for x in b.extra_draws):
        # As many extra deck cards as their unnamed cards could draw, no more (one Gatekeeper's summon draws one;
        # an action of a list with no Draw 1 EX action draws none) (docs/chrono-clash-icons.md, Readings: "A card
        # played under a name its deck list lacks").
        return
    if b.drew_main and not any(inst.owner == ev.player and inst.name is None and c not in b.drew_main
                               and inst.zone not in ("deck", "hand", "extra", "guardians", "quest")
                               for c, inst in b.cards.items()):
        # Each card of theirs the log never named drew from the main deck (Tide Scholar): none drew this one, as no
        # card it could be draws from both (docs/chrono-clash-icons.md, Readings: "A card played under a name its
        # deck list lacks").
        return
    if ev.card is None:
        if ev.name is None:
            return
        # Only the name: an extra deck card's name (a name the hand cannot hold) is bound in the extra deck, and
        # that card taken as drawn (docs/log-format.md, Paper table).
        seat = b.seat(ev.player)
        if any(b.cards[h].name == ev.name or (b.cards[h].name is None and _pool_of(seat, h).get(ev.name, 0) > 0)
               for h in seat.hand):
            return
        x = next((x for x in seat.extra if b.cards[x].name == ev.name), None)
        if x is None and seat.unbound_extra.get(ev.name, 0) > 0:
            x = next((x for x in seat.extra if b.cards[x].name is None), None)
        if x is not None:
            j.move(x, ev.player, "hand")
            _took_extra(j, ev.player)
            _extra_not_main(j, ev.player)
        return
    inst = b.cards.get(ev.card)
    if inst is not None and inst.zone == "extra" and inst.owner == ev.player:
        j.move(ev.card, ev.player, "hand")
        _took_extra(j, ev.player)
        _extra_not_main(j, ev.player)


def _took_extra(j: Judge, pid: str) -> None:
    """One of the extra deck cards ``pid``'s unnamed cards may have drawn is taken (``Board.extra_draws``)."""
    b = j.board
    j.touch(b)
    b.extra_draws = tuple((p, n - 1) if p == pid else (p, n) for p, n in b.extra_draws)


def _from_hand(j: Judge, ev: Any, what: Text, verb: Text, kind: str, not_in_hand: str, wrong_kind: str,
               why: Text) -> str | None:
    """The hand card a summon or an action names, judged: in the player's hand (flagged otherwise; a card
    already on the battlefield goes no further) and of the right kind (flagged, and goes no further)."""
    b, pid = j.board, ev.player
    if _named_other(j, pid, ev.card, ev.name):
        # A card of the discard pile the log named otherwise, given with the name of a card the hand may hold: the id
        # is the log's slip (flagged, the one fault), and the card played is the one the name says, from the hand.
        shown = b.cards[ev.card]
        j.flag("ccs.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"), card=ev.card,
               name=ev.name, actual=shown.name)
        iid = _card(j, pid, None, ev.name, ("hand",), what)
    else:
        iid = _card(j, pid, ev.card, ev.name, ("hand",), what, played=True)
    if iid is None:
        return None
    inst = b.cards[iid]
    d = b.card_def(iid)
    if inst.zone == "deck" and b.drew_unseen:
        _drawn_unseen(j, pid, iid, True)
    if inst.zone == "quest" and b.may_have_left:
        _quest_card_back(j, iid)
    if inst.zone == "battlefield" and b.forgotten is not None and b.forgotten[0] == pid:
        _forgotten_attacker(j, iid, True)  # the attack the log left out was its: its battle sent it back to the hand
    if inst.owner == pid and b.may_have_left:
        _left_after_all(j, iid, "hand")  # (a Withdraw battler whose battle was not judged)
    if inst.zone != "hand" or inst.owner != pid:
        j.flag(not_in_hand, N_("{player} {verb} {card}, which is not in their hand"), player=pid, verb=verb, card=j.label(iid))
        j.unplayable = inst.owner != pid or inst.zone not in ("discard", "quest", "under")
        if inst.zone == "battlefield":
            if inst.owner != pid:
                _own_root(j)  # (another player's battler in play, however it got there: playing it is their own)
            return None
    if d is not None and d.type != kind:
        j.flag(wrong_kind, N_("{card} {why}"), card=j.label(iid), why=why)
        return None
    return iid


def _named_other(j: Judge, pid: str, card: str | None, name: str | None) -> bool:
    """Whether a summon, an action or a quest names by id a card of ``pid``'s discard pile or in play that the log
    named otherwise (by that id), with the name of a card one of their hidden hand cards may be (a paper log): the card
    the name says was played, the id the slip (docs/chrono-clash-icons.md, Readings: "A quest card the log does not
    give")."""
    b = j.board
    inst = b.cards.get(card) if card is not None else None
    if (inst is None or name is None or inst.owner != pid or inst.zone not in ("discard", "battlefield")
            or inst.name in (None, name)
            or _held(b, pid, card) or any(card in s.guessed for s in b.seats)):
        return False
    seat = b.seat(pid)
    return not seat.known_order and any(
        b.cards[h].name is None and _pool_of(seat, h).get(name, 0) > 0 for h in seat.hand)


def on_action(j: Judge, ev: ActionPlayed) -> None:
    start = len(j.found)
    _on_action(j, ev)
    _after_turn_over(j, ev, start)


def _on_action(j: Judge, ev: ActionPlayed) -> None:
    b = j.board
    pid = ev.player
    _main_action(j, ev, _PLAYED_AN_ACTION)
    _unseen_extra(j, ev)
    if ev.card is not None and ev.card in b.legion_hidden:
        # A card a Legion ability discarded unnamed: that ability draws only a battler, so an action card stayed in
        # the discard pile; played from there, it is not in the hand (flagged, and carried out as recorded).
        j.touch(b)
        b.legion_hidden = tuple(x for x in b.legion_hidden if x != ev.card)
    iid = _from_hand(j, ev, _THE_ACTION, _PLAYED, "action", "ccs.action.not-in-hand",
                     "ccs.action.not-an-action", _IS_A_BATTLER)
    if iid is None:
        return
    _unnamed(j, iid)
    inst = b.cards[iid]
    d = b.card_def(iid)
    if (d is not None and d.extra) or (inst.name is None and d is None and _extra_id(iid)):
        _pay_extra(j, pid, iid, ev.payment)
    else:
        _no_payment(j, iid, ev.payment)
        j.pay_for(pid, ab.cost(b, iid))
    if inst.name is None and d is None:
        b.paid = -1  # a card the log never named: what it cost is unknown, its description gives no figure
    j._detach(iid)
    inst.zone = "resolving"
    targets = deque(ev.targets)
    if d is None and inst.name is None:
        seat = b.by_id.get(pid) or b.seat(pid)
        # What it did to them is unknown (returned, destroyed: as far as a card of its list destroys).
        _unjudged_targets(j, seat, iid, "action", ev.targets, True)
    elif b.may_have_left:
        zones = {ic.name for line in ab.abilities_of(b, iid) for ic in line if ic.family == "zone"}
        for t in ev.targets:
            for zone in zones & {"hand", "discard"}:
                if t in b.cards and b.cards[t].owner == pid and _left_after_all(j, t, zone):
                    break
    if d is None or d.modelled:
        for line in ab.abilities_of(b, iid):
            if line[0].family != "trigger" or line[0].name not in ("guardian",):
                ab.resolve(j, pid, iid, line, targets, temporary=True)
    _leftover(j, targets, iid)
    j.move(iid, pid, "discard")


def _can_attack_now(j: Judge, iid: str, pid: str, what: Text) -> None:
    b = j.board
    inst = b.cards[iid]
    # An attack after the counter had ended the turn (ccs.gauge.turn-over, flagged just now by _main_action): the turn
    # was over, and no card could be played nor battler attack in it any more ("you can't play cards any more"): that
    # is the one fault a judge names. That this battler, in a turn still going, could not have attacked either
    # (summoned this turn, tapped) follows from the same act: not flagged again, but the attack is judged as one it
    # could not make all the same (Judge.moot: carried on as recorded, no elimination unless the log shows it stood)
    # (docs/chrono-clash-icons.md, Readings: "A card played after the turn is over").
    over = any(v.rule == "ccs.gauge.turn-over" for v in j.found)
    if inst.summoned_turn == b.turn and not inst.attack_ok and not ab.has(b, iid, "quick") and not _may_be_quick(b, iid):
        # A battler the log never named (flagged once, ccs.log.unknown-card) may have Quick when a card its list allows
        # has it: not flagged again.
        if over:
            j.moot += ("ccs.attack.summoned-this-turn",)
        else:
            j.flag("ccs.attack.summoned-this-turn", N_("{card} was summoned this turn and cannot {what}"), card=j.label(iid), what=what)
            if b.unowed_plain == (iid, b.turn):
                _own_root(j)  # (the summon read as a plain one, its fault flagged there: this attack is another)
    if inst.tapped:
        if over:
            j.moot += ("ccs.attack.tapped",)
        else:
            j.flag("ccs.attack.tapped", N_("{card} is tapped and cannot {what}"), card=j.label(iid), what=what)


def on_attack(j: Judge, ev: AttackDeclared) -> None:
    b = j.board
    pid = ev.player
    att = b.attack
    if (att is not None and att.attacker == ev.attacker and pid == b.active and att.remaining > 0 and att.revealed
            and att.questing is None and not (att.stopped or att.ghost or att.as_recorded) and ev.battler is None
            and ev.defender in (None, att.defender) and not ev.targets):
        # The attack goes on to the next guardian its +Guardian Attack allows ("it will attack a second guardian"),
        # the log declaring it again for that guardian: the same attack, written so; nothing new (docs/chrono-clash-
        # icons.md, Readings: "An attack declared again for its next guardian").
        note(b, N_("seq {seq}: {attacker} attacks {defender}'s next guardian, as its Guardian Attack allows: the same "
                   "attack, declared again for that guardian"), seq=ev.seq, attacker=j.label(ev.attacker),
             defender=att.defender)
        return
    forced = b.must_attack if b.must_attack == ev.attacker else None
    late = _sneak_late(b, ev)
    _main_action(j, ev, _ATTACKED, forced_attack=ev.attacker if late else forced, late=late)
    before = len(j.found)
    in_play = ev.attacker in b.cards and b.cards[ev.attacker].zone == "battlefield"
    _attack(j, ev, forced)
    if in_play:
        _cut_use(b, ev)
    if len(j.unnamed_discards) == 1 and not ev.targets and b.cards[j.unnamed_discards[0]].owner == pid:
        # Its discard the log left out: its choice may follow in a TriggerResolved (on_trigger)
        b.unchosen_discard = (pid, ev.attacker, j.unnamed_discards[0])
        held = [v for v in j.found[before:] if v.rule == "ccs.ability.choice" and v.seq == ev.seq]
        if held:
            # Held while its choice may still follow in a TriggerResolved (_discard_chosen_late): a note then, the
            # choice written as its own event, as for a summon's (docs/chrono-clash-icons.md, Readings: "A discard
            # the log names wrongly, or not at all").
            j.found[:] = [v for v in j.found if not any(v is h for h in held)]
            b.unchosen_discard_flags = held
    if b.attack is not None and b.attack.attacker == ev.attacker and (j.moot or any(
            v.rule.startswith("ccs.attack.") for v in j.found[before:])):
        # The attack is itself illegal (flagged just now): carried on only as far as the log takes it, no guardian
        # owed when the log goes on without one (docs/chrono-clash-icons.md, Readings: "An illegal attack with no
        # guardian revealed").
        b.attack.as_recorded = True


def _not_your_battler(j: Judge, iid: str, pid: str) -> None:
    """``ccs.attack.not-your-battler`` for an attack with ``iid``, saying when it left play where it was ``pid``'s
    battler once (the seq of the event that took it out), so the judge sees which event made the attack impossible."""
    inst = j.board.cards.get(iid)
    if inst is not None and inst.owner == pid and inst.zone != "battlefield" and inst.left_seq:
        j.flag("ccs.attack.not-your-battler", N_("{card} is not one of {player}'s battlers in play: it left play at "
                                                 "seq {at}"), card=j.label(iid), player=pid, at=inst.left_seq)
    else:
        j.flag("ccs.attack.not-your-battler", N_("{card} is not one of {player}'s battlers in play"),
               card=j.label(iid), player=pid)


def _attack(j: Judge, ev: AttackDeclared, forced: str | None) -> None:
    b = j.board
    pid = ev.player
    iid = ev.attacker
    inst = b.cards.get(iid)
    ghost = inst is None or inst.zone != "battlefield" or inst.owner != pid
    late = inst is not None and (ghost or _sneak_late(b, ev)) and _sneak_recorded_late(j, ev)
    if ghost and not late:
        _not_your_battler(j, iid, pid)
        if inst is None:
            return  # no card of this match: nothing attacked
        # The attack stood at the table: it is carried on as recorded (its guardians revealed and fought, the
        # battler it attacks battled), as a tapped battler's attack is, with the card's printed strength; the card
        # is not tapped and no attack ability of it resolves (docs/chrono-clash-icons.md, Readings: "An attack
        # with a battler not in play").
    elif late:
        pass  # the attack it was put into play for: not judged as a new one (summoned this turn, tapped)
    elif forced:
        b.must_attack = None
    else:
        _can_attack_now(j, iid, pid, _ATTACK)
    if not ghost:
        # A Sneak Attack or Transform battler, summoned this turn, has the one attack it is put into play for:
        # once made, "Battlers you summoned this turn cannot attack" holds for it too.
        inst.attack_ok = False
        if ab.has(b, iid, "cant-attack"):
            j.flag("ccs.attack.cant-attack", N_("{card} can't attack"), card=j.label(iid))
        inst.tapped = True
        _stayed(j, iid)  # it attacks: it is in play
        b.seat(pid).leader_bonus += ab.number(b, iid, "leader")
        if _hidden(b, iid):
            _may_gain(j, pid, _hidden_most(b, iid, "leader"))  # it may be a Leader: the next summon may cost less
            _unseen_acts(j, iid, "attack")  # its attack ability may draw (Void Shifter playing a summon ability)
        targets = deque(ev.targets)
        j.attacked = ev.defender or (b.cards[ev.battler].owner if ev.battler in b.cards else None)
        lines = ab.triggered(b, iid, "attack")
        _resolve_lines(j, pid, iid, lines, targets)
        _act_echo(j, pid, iid, lines, ev.targets, "attack")
        j.attacked = None
        if not _hidden(b, iid) and ev.targets:
            _copied_unseen(j, pid, iid, ev.targets, left=targets)
        _leftover(j, targets, iid)
        if inst.zone != "battlefield":
            return
    opponents = b.opponents(pid)
    defender = ev.defender
    if defender is None:
        if ev.battler is not None and ev.battler in b.cards:
            defender = b.cards[ev.battler].owner
        elif len(opponents) == 1:
            defender = opponents[0].id
    if defender is None and opponents and ev.battler is None:
        # The log leaves out which of several opponents is attacked: the next event, a reveal of one of them, shows
        # it (a note then); else it is flagged at this attack (settle_unnamed_attack; docs/chrono-clash-icons.md,
        # Readings: "An attack whose defender the log leaves out").
        b.unnamed_attack = iid
        b.unnamed_attack_at = (ev.seq, pid, iid, len(opponents))
        return
    if defender is None and opponents:
        # Not the player's choice gone wrong: the log leaves out which of several opponents is attacked.
        j.flag("ccs.attack.target-not-enemy", N_("the log does not name the opponent {card} attacks: in a match of "
                                                 "three or more players an attack on a guardian stack names its "
                                                 "defender ({n} opponents are in the game)"),
               card=j.label(iid), n=len(opponents))
        if ev.battler is None:
            b.unnamed_attack = iid  # the attack stood at the table: the next event shows on whom (settle_unnamed_attack)
        return
    if late and defender is not None and defender != pid and (b.by_id.get(defender) or b.seat(defender)).eliminated:
        return  # the attack that put them out of the game, recorded late (_missed_elimination)
    owner = b.cards[ev.battler].owner if ev.battler is not None and ev.battler in b.cards else None
    if (ev.defender is not None and owner is not None and owner != defender and owner in {s.id for s in opponents}
            and b.cards[ev.battler].zone in ("battlefield", "quest") and not ghost):
        # The battler attacked says whose it is: an opponent's battler in play, the `defender` naming another player
        # the log's slip; the attack is on that battler's owner, as the table made it (docs/chrono-clash-icons.md,
        # Readings: "An attack on the wrong opponent").
        note(b, N_("seq {seq}: the log names {defender} as the defender, but {target} is {owner}'s battler: the "
                   "attack is taken as on {owner}"), seq=ev.seq, defender=defender, target=j.label(ev.battler),
             owner=owner)
        defender = owner
    if defender is None or defender == pid or defender not in {s.id for s in opponents}:
        j.flag("ccs.attack.target-not-enemy", N_("{card} must attack an opponent still in the game, not {defender!r}"), card=j.label(iid), defender=defender)
        if defender != pid and not ghost and ev.battler is None and opponents and any(s.id == defender for s in b.seats):
            # A player no longer in the game: the attack stood at the table against an opponent still in it, the one
            # the log shows (the next reveal), as for an attack whose defender the log left out
            # (docs/chrono-clash-icons.md, Readings: "An attack on the wrong opponent").
            b.unnamed_attack = iid
            b.unnamed_out = defender if (b.by_id.get(defender) or b.seat(defender)).eliminated else None
            b.unnamed_out_more = ab.number(b, iid, "guardian-attack") if b.unnamed_out is not None else 0
            return
        if defender != pid or ghost or ev.battler is not None:
            return
        # Its own player's guardian stack: the attack stood at the table, and is carried on as recorded.
    dseat = b.seat(defender)
    if ev.battler is None:
        _attack_stack(j, iid, defender, ghost, as_recorded=defender == pid)
        f = b.forgotten
        if f is not None and b.attack is not None and f[0] == pid and f[1] == defender and iid in f[3]:
            b.attack.maybe_late = True
        return
    target = ev.battler
    tinst = b.cards.get(target)
    carrier = (next((x for x in dseat.battlefield if target in b.cards[x].quest), None)
               if tinst is not None and tinst.zone == "quest" and tinst.owner == defender else None)
    if carrier is not None:
        # The quest card of one of the defender's questing battlers, named where the log names the battler: the
        # attack on that battler (its quest card fought as a guardian), the id the log's slip; the one fault, and the
        # attack carried on against it (docs/chrono-clash-icons.md, Readings: "A questing battler's guardian").
        j.flag("ccs.attack.target-not-enemy", N_("{target} is not a battler {defender} has in play: it is the quest "
                                                 "card on {battler}; the attack is taken as on {battler}"),
               target=j.label(target), defender=defender, battler=j.label(carrier))
        target, tinst = carrier, b.cards[carrier]
    elif tinst is None or tinst.zone != "battlefield" or tinst.owner != defender:
        j.flag("ccs.attack.target-not-enemy", N_("{target} is not a battler {defender} has in play"), target=j.label(target), defender=defender)
        return
    if tinst.quest:
        # An attack on the quest card, which "acts like a guardian" (it "la attacca": the card is what is attacked),
        # not on the battler: Elusive and Taunt, which say which battlers can be attacked, do not forbid it, as Can't
        # attack battlers does not (docs/chrono-clash-icons.md, Readings: "A questing battler's guardian").
        # Its quest card first; a +Guardian Attack battler's guardian attacks left may go on after it (Attack.onward).
        extra = len(tinst.quest) + len(dseat.guardians) - 1 if _hidden(b, iid) else ab.number(b, iid, "guardian-attack")
        b.attack = Attack(attacker=iid, defender=defender, questing=target, remaining=1 + extra, ghost=ghost,
                          as_recorded=ghost)
        early = j.quest_early
        if early is not None and early[:2] == (defender, target) and tinst.quest[0] == early[2] and pid == b.active:
            # The quest card the defender revealed just before (ccs.guardian.unexpected, flagged there): this
            # attack's, recorded early; it is revealed for it now, nothing more flagged (docs/chrono-clash-icons.md,
            # Readings: "A quest card revealed before its attack").
            note(b, N_("seq {seq}: {player} revealed {card} before the attack on {battler} was declared: it is that "
                       "attack's quest card, recorded early"), seq=early[5], player=defender, card=j.label(early[2]),
                 battler=j.label(target))
            on_guardian(j, GuardianRevealed(seq=early[5], player=defender, card=early[2], name=early[6],
                                            resolve=early[3], targets=list(early[4])))
        return
    if ab.has(b, target, "elusive") and not ab.has(b, iid, "elusive") and not _hidden(b, iid):
        j.flag("ccs.attack.elusive", N_("{target} is Elusive: only Elusive battlers may attack it, and {card} is not one"), target=j.label(target), card=j.label(iid))
    if not ab.has(b, target, "taunt"):
        # (One that may have left play unseen is not: the attack shows it had, _may_have_left.)
        taunt = next((x for x in dseat.battlefield if b.cards[x].tapped and not b.cards[x].quest
                      and ab.has(b, x, "taunt") and x not in b.may_have_left), None)
        if taunt:
            j.flag("ccs.attack.taunt", N_("while {taunt} is tapped, {defender}'s non-Taunt battlers can't be attacked"), taunt=j.label(taunt), defender=defender)
    if ab.has(b, iid, "cant-attack-battlers"):
        j.flag("ccs.attack.cant-attack-battlers", N_("{card} can't attack battlers, only guardians"), card=j.label(iid))
    if not tinst.tapped and b.forgotten is not None and b.forgotten[0] == defender:
        _forgotten_attacker(j, target, False)
    m = b.missed_sneak
    if (not tinst.tapped and m is not None and m[1] == target and m[0] == defender and not tinst.sneak
            and b.turn <= m[2] + 1):
        # The Transform battler whose attack the log left out (ccs.attack.must-attack, flagged then): it was put "into
        # play attacking", and "whenever you attack with a battler, tap it": tapped by that attack, so it can be
        # attacked now; part of that one fault, not another (docs/chrono-clash-icons.md, Readings: "A Sneak Attack
        # recorded late").
        note(b, N_("seq {seq}: {target} was put into play attacking by Transform, its attack left out of the log: it "
                   "is taken as tapped by that attack"), seq=j.event.seq, target=j.label(target))
        j.touch(tinst)
        tinst.tapped = True
    if not tinst.tapped:
        j.flag("ccs.attack.target-untapped", N_("{target} is untapped: only tapped enemy battlers can be attacked"), target=j.label(target))
    _battle(j, iid, target, ghost)
    _after_attack(j, iid)


#: What says the attacker could not attack at all (not a slip of the log's, nor a target's fault): such an attack on a
#: player with no guardians left eliminates them only if the log shows it stood (_attack_stack).
_CANNOT_ATTACK = frozenset(("ccs.attack.tapped", "ccs.attack.summoned-this-turn", "ccs.attack.cant-attack"))


def _attack_stack(j: Judge, iid: str, defender: str, ghost: bool = False, as_recorded: bool = False,
                  why: Text | None = None) -> None:
    """Battler ``iid`` attacks ``defender``'s guardian stack: past a tapped Sentinel it is flagged; with no guardian
    left the defender is eliminated; else the attack waits for the guardians it reaches to be revealed."""
    b = j.board
    dseat = b.seat(defender)
    sentinel = next((x for x in dseat.battlefield if b.cards[x].tapped and not b.cards[x].quest
                     and ab.has(b, x, "sentinel") and x not in b.may_have_left), None)
    questing = next((x for s in b.seats for x in s.battlefield if b.cards[x].quest), None) if sentinel else None
    if sentinel and questing is not None:
        # The manuals part here: English and French switch Sentinel off while "a battler" (« un battler ») is
        # questing, the Italian while "il Battler", the Sentinel itself, is. They agree the stack is guarded only
        # when no battler is on a quest: with one on a quest, a judge cannot fault the attack (docs/chrono-clash-
        # icons.md, Readings: "Sentinel while questing").
        note(b, N_("seq {seq}: {sentinel} is tapped, but {questing} is questing: the English and French manuals "
                   "switch Sentinel off while \"a battler\" is questing (« un battler »), the Italian only while the "
                   "Sentinel itself is (\"il Battler\"); they do not agree that the attack on {defender}'s guardian "
                   "stack is forbidden, so it is not flagged"),
             seq=j.event.seq if j.event is not None else 0, sentinel=j.label(sentinel), questing=j.label(questing),
             defender=defender)
        sentinel = None
    if sentinel:
        j.flag("ccs.attack.sentinel", N_("{defender}'s guardian stack cannot be attacked while {sentinel} is tapped"), defender=defender, sentinel=j.label(sentinel))
    if not dseat.guardians and ghost:
        # A battler not in play (flagged): its attack on a stack with no guardian left eliminates no one; the
        # battler the log attacks with next, if it can, does (docs/chrono-clash-icons.md, Readings: "An attack with a
        # battler not in play").
        note(b, N_("seq {seq}: {card} is not in play: its attack on {player}, who had no guardians left, eliminates "
                   "no one"), seq=j.event.seq, card=j.label(iid), player=defender)
        return
    if not dseat.guardians and dseat.deck and any(x[0] == defender for x in b.may_guard) and _may_still_guard(b, defender):
        # A card of theirs the log never named may have put guardians on the stack (Wild Growth): the log shows
        # whether it did (Attack.unguarded; docs/chrono-clash-icons.md, Readings: "A card played under a name its deck
        # list lacks").
        b.attack = Attack(attacker=iid, defender=defender, remaining=1 + ab.number(b, iid, "guardian-attack"),
                          as_recorded=True, unguarded=True)
        return
    own = b.cards[iid].owner == defender  # (its own player's stack, flagged: ccs.attack.target-not-enemy)
    if not dseat.guardians and j.event is not None and (j.moot or sentinel or own
                                                         or any(v.rule in _CANNOT_ATTACK for v in j.found)):
        # An attack the battler could not make, or a tapped Sentinel forbade (flagged), on a player with no guardians
        # left: whether it stood at the table, eliminating them, is the log's to show: the defender playing on shows it did not, the log ending
        # with no event of theirs that it did (step, finish; docs/chrono-clash-icons.md, Readings: "An illegal
        # attack on a player with no guardians left").
        b.illegal_end = (defender, iid, j.event.seq)
        _after_attack(j, iid)
        return
    if not dseat.guardians:
        j.eliminate(defender, why or msg(N_("{card} attacked {player}, who had no guardians left"),
                                         card=j.label(iid), player=defender))
        _after_attack(j, iid)
        return
    hidden = _hidden(b, iid)  # how many guardians it attacks is unknown: as many as the log reveals
    owed = b.cut_owed
    emptied = (not ghost and not as_recorded and owed is not None and owed[0] == defender
               and all(x in owed[1] for x in dseat.guardians))
    b.attack = Attack(attacker=iid, defender=defender,
                      remaining=len(dseat.guardians) if hidden else 1 + ab.number(b, iid, "guardian-attack"),
                      ghost=ghost, as_recorded=ghost or as_recorded or hidden or emptied,
                      emptied=j.event.seq if emptied and j.event is not None else 0)


def _may_still_guard(b: Board, pid: str) -> bool:
    """Whether ``pid``'s card the log never named may still be one that adds guardians (``Board.may_guard``): their deck
    list has a copy of one (Wild Growth) not revealed yet (three revealed, the deck-building limit: it is not one)."""
    seat = b.by_id.get(pid) or b.seat(pid)
    return any(k > 0 and any(ic.name == "guardians" for line in b.parsed.get(n, []) for ic in line)
               for n, k in seat.unbound.items())


def settle_unnamed_attack(j: Judge, ev: Any) -> None:
    """Carry out the attack on a guardian stack whose defender the log left out (``Board.unnamed_attack``, flagged
    at the attack) against the opponent the log shows it attacked: the one who reveals a guardian next; when the
    log moves on without a reveal, the one opponent with no guardian left (eliminated, as the attack would have
    it). With no such opponent, or several, nothing shows whom it attacked: the attack is over."""
    b = j.board
    iid, b.unnamed_attack = b.unnamed_attack, None
    at, b.unnamed_attack_at = b.unnamed_attack_at, None
    flagged, b.unnamed_flagged = b.unnamed_flagged, False
    inst = b.cards[iid]
    opponents = b.opponents(inst.owner)
    shown = inst.zone == "battlefield" and type(ev) is GuardianRevealed and any(s.id == ev.player for s in opponents)
    bare = [s.id for s in opponents if not s.guardians]
    # No reveal next, and one opponent only has no guardian left: an attack on any other would have revealed one, so
    # the log shows it was on that one, read so with a note (docs/log-format.md, "Fields that may be left out").
    unguarded = inst.zone == "battlefield" and type(ev) is not GuardianRevealed and len(bare) == 1
    off = at is not None and b.presume_off == at[0]  # that reading taken back (_presumed_out): flagged, on no one
    unguarded = unguarded and not off
    if at is not None and shown:
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks: {player}, who reveals a guardian "
                   "next, is taken as the defender"), seq=at[0], card=j.label(iid), player=ev.player)
    elif at is not None and unguarded:
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for it: "
                   "{player}, the one opponent with no guardians left, is taken as the defender"),
             seq=at[0], card=j.label(iid), player=bare[0])
    elif (at is not None and ev is not None and inst.zone == "battlefield" and type(ev) is not GuardianRevealed
          and len(bare) >= 2 and not off and b.unnamed_bare is None):
        # No reveal next, and two or more opponents have no guardian left: the attack eliminated one of them, the
        # one the log shows later, all the others playing on (_bare_shown; docs/log-format.md, "Fields that may be
        # left out").
        b.unnamed_bare, b.bare_more = (at[0], at[1], iid, tuple(bare), at[3], flagged), ()
        b.bare_states = (at[0], tuple((x, b.cards[x].tapped, b.cards[x].quest) for s in b.seats
                                      for x in s.battlefield))
        _after_attack(j, iid)
        _bare_shown(j, ev)
        return
    elif (at is not None and inst.zone == "battlefield" and type(ev) is not GuardianRevealed
          and not off and b.unnamed_bare is not None and b.unnamed_bare[1] == at[1]
          and set(b.unnamed_bare[3]) == set(bare) and len(b.bare_more) + 2 <= len(bare)):
        # A further such attack in the same turn on the same opponents with no guardian left, k attacks over n of
        # them (k <= n): no one of them can be attacked twice, out after the first, so each attack put a different one
        # of them out; which ones the log shows later, by who plays on (_bares_shown). k of them left (k == n now):
        # those are the defenders, all eliminated.
        b.bare_more += ((at[0], iid, flagged),)
        _after_attack(j, iid)
        if len(b.bare_more) + 1 == len(bare):
            first, more = b.unnamed_bare, b.bare_more
            b.unnamed_bare, b.bare_more = None, ()
            attacks = [(first[0], first[2], first[5]), *more]
            if len(attacks) == 2:
                note(b, N_("seq {seq} and seq {at}: the log names no defender for the attacks of {card} and {other}, "
                           "and no guardian is revealed for them: {players}, the two opponents with no guardians "
                           "left, were each attacked by one of them, and both are eliminated"),
                     seq=first[0], at=at[0], card=j.label(first[2]), other=j.label(iid), players=", ".join(bare))
                why = msg(N_("{card} and {other} attacked {players}, one each, who had no guardians left"),
                          card=j.label(first[2]), other=j.label(iid), players=", ".join(bare))
            else:
                note(b, N_("seq {seqs}: the log names no defender for these {k} attacks, and no guardian is revealed "
                           "for them: {players}, the {k} opponents with no guardians left, were each attacked by one "
                           "of them (no one is attacked again once out), and all are eliminated"),
                     seqs=", ".join(str(x[0]) for x in attacks), k=len(attacks), players=", ".join(bare))
                why = None
            _bares_out(j, attacks, bare, at[1], first[4], first[0], why)
        return
    elif at is not None and flagged:
        # The attack was flagged at its seq already (the battler could not attack): one act, one fault; the defender
        # the log left out is said, not flagged again.
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and nothing after it shows whom: it "
                   "attacked no one the log can tell (the attack is flagged there already)"), seq=at[0],
             card=j.label(iid))
    elif at is not None:
        j0 = Judge(b, AttackDeclared(seq=at[0], player=at[1], attacker=at[2]))
        j0.flag("ccs.attack.target-not-enemy", N_("the log does not name the opponent {card} attacks: in a match of "
                                                  "three or more players an attack on a guardian stack names its "
                                                  "defender ({n} opponents are in the game)"),
                card=j.label(iid), n=at[3])
        j.found.extend(j0.found)
    if inst.zone != "battlefield":
        return
    if shown:
        _attack_stack(j, iid, ev.player)
        return
    if len(bare) == 1 and not off:
        _attack_stack(j, iid, bare[0])
        if unguarded and at is not None and b.seat(bare[0]).eliminated and not b.over:
            # (filled in by step: the board before this event, and the events after it)
            b.presumed_out = (bare[0], at[1], at[0], b"", (), 0, ())
    else:
        _after_attack(j, iid)


def _bare_shown(j: Judge, ev: Any) -> None:
    """``ev`` after an attack on a guardian stack with no defender named and no reveal, while two or more opponents had
    no guardian left (``Board.unnamed_bare``): "A player is eliminated when they are attacked with no guardians left
    to protect them", so the attack put one of them out. An event of one of them shows they were not that one (they
    play on); when one is left, the attack was on them: eliminated now, with a note. ``ev`` None: the log ends
    before it shows whom, flagged at the attack (``ccs.attack.target-not-enemy``, as docs/log-format.md says)."""
    b = j.board
    pending = b.unnamed_bare
    if pending is None or b.over:
        b.unnamed_bare, b.bare_more = None, ()
        return
    if b.bare_more:
        _bares_shown(j, ev)
        return
    at, pid, iid, cands, n, flagged = pending
    gone = [c for c in cands if b.seat(c).eliminated]  # (put out since by another attack: not this one's)
    if ev is None and not (gone and len(cands) - len(gone) == 1):
        b.unnamed_bare = None
        if not flagged:  # (else flagged at its seq already: the one fault of that act)
            j.found.extend(_unnamed_flag(j, at, pid, iid, n))
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, no guardian is revealed for it, and "
                   "{players} had no guardians left: the log ends before it shows which of them it put out of the "
                   "game"), seq=at, card=j.label(iid), players=", ".join(cands))
        return
    live = [s.id for s in b.seats if not s.eliminated]
    due = None
    if type(ev) is CardDrawn and b.active in live and ev.player in live and ev.player != b.active:
        # (whose turn the draw begins: the active player's at their draw step, the next one's after a turn over)
        due = b.active if b.step == "draw" else live[(live.index(b.active) + 1) % len(live)] if j.turn_over() else None
    if due is not None and due in cands and live[(live.index(due) + 1) % len(live)] == ev.player:
        # The turn of one of them is skipped, the next player drawing: that one does not play on, and it is they
        # who were attacked (an attack with no guardians left stands so: _illegal_skipped).
        b.unnamed_bare = None
        if b.presume_off == at:
            j.found.extend([] if flagged else _unnamed_flag(j, at, pid, iid, n))
            return
        if b.presumed_out is None:
            b.presumed_out, b.presumed_bare, b.presumed_skip = (due, pid, at, b"", (), 0, ()), (due,), ev.seq
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for it: "
                   "of {players}, who had no guardians left, the log skips {player}'s turn (seq {shown}): {player} is "
                   "taken as the defender, eliminated by that attack"),
             seq=at, card=j.label(iid), players=", ".join(cands), player=due, shown=ev.seq)
        _bare_attacked(j, at, pid, iid, due, msg(N_("{card} attacked {player}, who had no guardians left"),
                                                  card=j.label(iid), player=due))
        return
    left = tuple(c for c in cands if (ev is None or c != ev.player) and not b.seat(c).eliminated)
    if len(left) == len(cands):
        return
    if len(left) != 1:
        b.unnamed_bare = (at, pid, iid, left, n, flagged) if left else None
        return
    b.unnamed_bare = None
    if b.presume_off == at:
        # That reading taken back (_presumed_out: the one so taken as the defender played on): the attack was on no
        # one the log shows, and leaving its defender out is the one fault (flagged at its seq already, it is not
        # flagged again).
        j.found.extend([] if flagged else _unnamed_flag(j, at, pid, iid, n))
        return
    if b.presumed_out is None and ev is not None:
        # (filled in by step: the board before this event, and the events after it; taken back when they play on)
        b.presumed_out, b.presumed_bare, b.presumed_skip = (left[0], pid, at, b"", (), 0, ()), (left[0],), 0
    if gone:
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for it: "
                   "of {players}, who had no guardians left, {gone} was eliminated after it by another attack, so "
                   "{player} is taken as the defender, eliminated by that attack"),
             seq=at, card=j.label(iid), players=", ".join(cands), gone=", ".join(gone), player=left[0])
    else:
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for it: "
                   "of {players}, who had no guardians left, only {player} does not play on after it (seq {shown}): "
                   "{player} is taken as the defender, eliminated by that attack"),
             seq=at, card=j.label(iid), players=", ".join(cands), player=left[0], shown=ev.seq)
    _bare_attacked(j, at, pid, iid, left[0], msg(N_("{card} attacked {player}, who had no guardians left"),
                                                  card=j.label(iid), player=left[0]))


def _bares_shown(j: Judge, ev: Any) -> None:
    """``ev`` after k attacks of one player in one turn on guardian stacks with no defender named and no reveal, while
    n >= k opponents had no guardian left (``Board.unnamed_bare`` and ``Board.bare_more``): none of them can be attacked
    again once out, so each attack put a different one of them out. An event of one of them shows they were not
    attacked (they play on); a turn of one of them the log skips shows they were (the first attack still open is
    judged as on them). When k are left, they are the defenders, one attack each, all eliminated with a note; fewer
    left, each further attack had no opponent with no guardian left to be on, flagged at its seq (the last ones:
    which attack was on which the log does not tell, so each is judged against the set, and a guarded stack, a tapped
    Sentinel, is said at the first of them). ``ev`` None: the log ends before it shows whom, each open attack flagged
    (``ccs.attack.target-not-enemy``), unless k are left."""
    b = j.board
    at, pid, iid, cands, n, flagged = b.unnamed_bare
    attacks = [(at, iid, flagged), *b.bare_more]
    b.unnamed_bare, b.bare_more = None, ()
    off = [x for x in attacks if x[0] == b.presume_off]
    for x in off:
        # That reading taken back (_presumed_out: one read as its defender played on): it was on no one the log
        # shows, and leaving its defender out is its one fault.
        attacks.remove(x)
        j.found.extend([] if x[2] else _unnamed_flag(j, x[0], pid, x[1], n))
    left = [c for c in cands if not b.seat(c).eliminated]
    skipped = None
    if ev is not None and attacks:
        live = [s.id for s in b.seats if not s.eliminated]
        due = None
        if type(ev) is CardDrawn and b.active in live and ev.player in live and ev.player != b.active:
            due = (b.active if b.step == "draw"
                   else live[(live.index(b.active) + 1) % len(live)] if j.turn_over() else None)
        if due is not None and due in left and live[(live.index(due) + 1) % len(live)] == ev.player:
            # The turn of one of them is skipped, the next player drawing: that one was attacked.
            x = attacks.pop(0)
            left.remove(due)
            skipped = (due, x[0])
            note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for "
                       "it: of {players}, who had no guardians left, the log skips {player}'s turn (seq {shown}): "
                       "{player} is taken as the defender, eliminated by that attack"),
                 seq=x[0], card=j.label(x[1]), players=", ".join(cands), player=due, shown=ev.seq)
            _bare_attacked(j, x[0], pid, x[1], due, msg(N_("{card} attacked {player}, who had no guardians left"),
                                                        card=j.label(x[1]), player=due), states_at=at)
        left = [c for c in left if c != ev.player and not b.seat(c).eliminated]
    if not attacks or b.over:
        _bares_presumed(b, skipped, [], [], pid, ev)
        return
    if len(left) > len(attacks):
        if ev is None:
            for x in attacks:
                if not x[2]:  # (else flagged at its seq already: the one fault of that act)
                    j.found.extend(_unnamed_flag(j, x[0], pid, x[1], n))
                note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, no guardian is revealed for "
                           "it, and {players} had no guardians left: the log ends before it shows which of them it "
                           "put out of the game"), seq=x[0], card=j.label(x[1]), players=", ".join(cands))
            return
        b.unnamed_bare = (attacks[0][0], pid, attacks[0][1], tuple(left), n, attacks[0][2])
        b.bare_more = tuple(attacks[1:])
        _bares_presumed(b, skipped, [], [], pid, ev)
        return
    if len(left) == 1 and ev is not None:
        note(b, N_("seq {seq}: the log does not name the opponent {card} attacks, and no guardian is revealed for it: "
                   "of {players}, who had no guardians left, only {player} does not play on after it (seq {shown}): "
                   "{player} is taken as the defender, eliminated by that attack"),
             seq=attacks[0][0], card=j.label(attacks[0][1]), players=", ".join(cands), player=left[0], shown=ev.seq)
    elif left:
        note(b, N_("seq {seqs}: the log names no defender for these attacks, and no guardian is revealed for them: of "
                   "{players}, who had no guardians left, {defenders} did not play on after them: they are taken "
                   "as their defenders, one attack each, and are eliminated"),
             seqs=", ".join(str(x[0]) for x in attacks[:len(left)]), players=", ".join(cands),
             defenders=", ".join(left))
    _bares_out(j, attacks, left, pid, n, at, None, shown=False)
    _bares_presumed(b, skipped, attacks, left, pid, ev)


def _bares_presumed(b: Board, skipped: tuple[str, int] | None, attacks: list, defenders: list, pid: str,
                    ev: Any) -> None:
    """The readings of ``_bares_shown`` at ``ev`` kept to be taken back (``Board.presumed_out``, filled in by step):
    the one read from a skipped turn (``skipped``: (player, seq of the attack)) and ``defenders``, one each of
    ``attacks``. One of them playing on before the attacker's next turn takes the last of those readings back, that
    attack then flagged, on no one (_presumed_out); read from a skipped turn only, that draw is the skipped turn's
    fault then."""
    if ev is None or b.presumed_out is not None:
        return
    out = [p for p in ([skipped[0]] if skipped else []) + list(defenders) if b.seat(p).eliminated]
    if not out:
        return
    last = attacks[len(defenders) - 1][0] if defenders else skipped[1]
    only_skip = skipped is not None and not defenders
    b.presumed_out, b.presumed_bare = (out[0], pid, last, b"", (), 0, ()), tuple(out)
    b.presumed_skip = ev.seq if only_skip else 0


def _bares_out(j: Judge, attacks: list, defenders: list, pid: str, n: int, states_at: int, why: Text | None,
               shown: bool = True) -> None:
    """Attacks ``attacks`` ((seq, attacker, flagged) each, in order) with no defender named, on ``defenders``, who had
    no guardians left, one each (``_bares_shown``): which was on which the log does not tell, so a stack the rules
    guarded (a tapped Sentinel) is taken at the first of them, judged as the attack naming it; each is eliminated.
    Attacks beyond them had no opponent with no guardian left to be on: flagged at their seq
    (``ccs.attack.target-not-enemy``, unless flagged there already: one act, one fault)."""
    b = j.board
    order = sorted(defenders, key=lambda x: not _sentinel_guarded(b, x))
    for x, d in zip(attacks, order):
        if not b.over:
            _bare_attacked(j, x[0], pid, x[1], d, why or msg(N_("{card} attacked {player}, who had no guardians left"),
                                                             card=j.label(x[1]), player=d), states_at=states_at)
    for x in attacks[len(order):]:
        if not x[2]:
            j.found.extend(_unnamed_flag(j, x[0], pid, x[1], n))
    if order and shown and b.presumed_out is None and all(b.seat(x).eliminated for x in order):
        # (filled in by step: one of them playing on takes the last of these readings back, that attack then
        # flagged, on no one, and the others read again from who plays on: _presumed_out)
        b.presumed_out, b.presumed_bare = (order[0], pid, attacks[len(order) - 1][0], b"", (), 0, ()), tuple(defenders)
        b.presumed_skip = 0


def _unnamed_flag(j: Judge, at: int, pid: str, iid: str, n: int) -> list[Violation]:
    """The attack at seq ``at`` whose defender the log left out, on no one the log shows: flagged at its seq."""
    j0 = Judge(j.board, AttackDeclared(seq=at, player=pid, attacker=iid))
    j0.flag("ccs.attack.target-not-enemy", N_("the log does not name the opponent {card} attacks: in a match of "
                                              "three or more players an attack on a guardian stack names its "
                                              "defender ({n} opponents are in the game)"),
            card=j.label(iid), n=n)
    return j0.found


def _sentinel_guarded(b: Board, pid: str) -> bool:
    """Whether ``pid`` has a tapped Sentinel in play ("While this battler is tapped, your guardian stack cannot be
    attacked")."""
    return any(b.cards[x].tapped and not b.cards[x].quest and ab.has(b, x, "sentinel") for x in b.seat(pid).battlefield)


def _bare_attacked(j: Judge, at: int, pid: str, iid: str, defender: str, why: Text,
                   states_at: int | None = None) -> None:
    """The attack at seq ``at`` with no defender named, read from the log as on ``defender``, who had no guardians
    left (``_bare_shown``): judged as the same attack naming them (``_attack_stack``: a tapped Sentinel of theirs
    flagged at its seq); the log has shown they do not play on after it, so it stood and eliminated them."""
    b = j.board
    j0 = Judge(b, AttackDeclared(seq=at, player=pid, attacker=iid, defender=defender))
    attack, end = b.attack, b.illegal_end
    now = {}
    if b.bare_states is not None and b.bare_states[0] == (at if states_at is None else states_at):
        # (judged on the battlers as they stood at the attack: a turn begun since, the skipped player's, readied
        # theirs; a tapped Sentinel then forbade it all the same)
        for x, tapped, quest in b.bare_states[1]:
            card = b.cards.get(x)
            if card is not None and card.zone == "battlefield" and (card.tapped, card.quest) != (tapped, quest):
                now[x] = card
                b.cards[x] = msgspec.structs.replace(card, tapped=tapped, quest=quest)
    try:
        _attack_stack(j0, iid, defender, why=why)
    finally:
        for x, card in now.items():
            b.cards[x] = card
    j.found.extend(j0.found)
    if b.seat(defender).eliminated:
        return
    # (Held by _attack_stack until the log shows whether it stood: it has shown it did.)
    b.attack, b.illegal_end = attack, end
    j.eliminate(defender, why)


def _attack_strength(b: Board, attacker: str) -> int | None:
    """The attacker's strength in battle: a battler not in play (an attack with it flagged, carried on as recorded)
    has no strength on the board, so its card's printed strength counts (None: a hidden card with no definition)."""
    if b.cards[attacker].zone == "battlefield":
        return ab.strength(b, attacker, battling=True)
    d = b.card_def(attacker)
    return d.strength if d is not None else None


def _battle(j: Judge, attacker: str, target: str, ghost: bool = False) -> None:
    """Compare strengths: the lower loses and is destroyed; a tie destroys both."""
    b = j.board
    for x, y in ((attacker, target), (target, attacker)):
        if _hidden(b, x):
            _not_judged(j, x, y)
            for z in (attacker, target):
                _may_be_lost(j, z)
            return
    _stayed(j, target) if ghost else _stayed(j, attacker, target)  # a judged battle: both were in play
    a = _attack_strength(b, attacker) if ghost else ab.strength(b, attacker, battling=True)
    if a is None:
        return  # a hidden card not in play: what it battled with is unknown
    d = ab.strength(b, target, battling=True)
    a_owner, d_owner = b.cards[attacker].owner, b.cards[target].owner
    losers = []
    if a <= d:
        losers.append((attacker, True, d_owner))
    if d <= a:
        losers.append((target, False, a_owner))
    last_stand = [x for x in (attacker, target) if ab.has(b, x, "last-stand")]
    for loser, attacking, by in losers:
        _lose(j, loser, attacking, by)
    for x in last_stand:
        j.destroy(x, by=None)


def _lose(j: Judge, iid: str, attacking: bool, by: str) -> None:
    b = j.board
    if b.cards[iid].zone != "battlefield":
        return
    if ab.has(b, iid, "withdraw"):
        j.return_to_hand(iid)
        return
    if attacking and ab.has(b, iid, "recovery"):
        return
    j.destroy(iid, by=by)


def _after_attack(j: Judge, attacker: str) -> None:
    b = j.board
    inst = b.cards.get(attacker)
    if inst is not None and inst.zone == "battlefield" and inst.sneak:
        j.destroy(attacker, by=None)


def _end_attack(j: Judge) -> None:
    b = j.board
    att = b.attack
    b.attack = None
    if att is not None:
        _after_attack(j, att.attacker)


def _forgotten_attack(j: Judge, ev: GuardianRevealed) -> bool:
    """``ev`` reveals a guardian of an opponent of the active player, in their main step, with no attack under way
    (``ccs.guardian.unexpected``, flagged by the caller): the attack the log left out (docs/chrono-clash-icons.md,
    Readings: "An attack the log left out"). When one battler of the active player could have made it (untapped, not
    summoned this turn), it is taken as made by it on that player's guardian stack (tapped; its attack abilities,
    whose choices the log does not give, not resolved), and the reveal is judged against it: True. With several,
    which attacked is unknown until the log shows it (Board.forgotten): the guardian the log reveals is discarded,
    its battle fought then: False. With none, no attack was left out: nothing moves, False."""
    b = j.board
    pid = b.active
    owed = b.must_attack
    if owed is not None and (ev.player == pid or b.pending or b.unnamed_attack is not None
                             or b.cards[owed].owner != pid or b.cards[owed].zone != "battlefield"
                             or b.cards[owed].tapped):
        return False
    if owed is None and (ev.player == pid or b.step == "draw" or b.pending or b.unnamed_attack is not None
                         or j.turn_over()):
        return False  # no attack could have been made then
    dseat = b.by_id.get(ev.player) or b.seat(ev.player)
    if dseat.eliminated or not dseat.guardians or (ev.card is not None and ev.card != dseat.guardians[0]):
        return False  # not the top guardian (one revealed already, a reveal recorded twice): no attack to find
    turn = b.turn
    able = [x for x in b.seat(pid).battlefield
            if not (inst := b.cards[x]).tapped and (inst.summoned_turn != turn or inst.attack_ok or ab.has(b, x, "quick"))
            and not ab.has(b, x, "cant-attack")]
    if owed is not None:
        # A Sneak Attack or Transform battler must attack at once, even with the turn over: the attack the log
        # left out (or recorded after this reveal) is its.
        able = [owed]
        b.must_attack = None
        b.cards[owed].attack_ok = False
    if len(able) == 1:
        iid = able[0]
        b.cards[iid].tapped = True
        b.seat(pid).leader_bonus += ab.number(b, iid, "leader")
        note(b, N_("seq {seq}: {player} revealed a guardian with no attack under way: the attack the log left out is "
                   "taken as {card}'s, the one battler of {active}'s that could attack, on {player}'s guardians"),
             seq=ev.seq, player=ev.player, card=j.label(iid), active=pid)
        b.attack = Attack(attacker=iid, defender=ev.player, remaining=1 + ab.number(b, iid, "guardian-attack"))
        b.left_out = (pid, iid, ev.player)
        b.forced_left_out = (pid, iid, ev.player, b.turn) if owed is not None else None
        return True
    if not able:
        return False  # no battler could have attacked: a guardian revealed for nothing, nothing moves
    iid = ev.card if ev.card in dseat.guardians else dseat.guardians[0]
    _unknown_attackers_guardian(j, ev, iid)
    b.forgotten = (pid, ev.player, iid, tuple(able))
    b.forgotten_more = 0
    return False


def _forgotten_more(j: Judge, ev: GuardianRevealed) -> bool:
    """``ev`` reveals, with no attack under way, the next guardian of the player who just revealed one for the attack
    the log left out, which of several battlers made not known (``Board.forgotten``): when one of them attacks more
    than one guardian (+1 Guardian Attack), it is that attack's next guardian, not a second fault; it is discarded as
    the first one was (docs/chrono-clash-icons.md, Readings: "An attack the log left out")."""
    b = j.board
    f = b.forgotten
    if f is None or b.forgotten_more < 0 or f[0] != b.active or f[1] != ev.player:
        return False
    dseat = b.by_id.get(ev.player) or b.seat(ev.player)
    if not dseat.guardians or (ev.card is not None and ev.card != dseat.guardians[0]):
        return False
    if max((ab.number(b, x, "guardian-attack") for x in f[3]), default=0) <= b.forgotten_more:
        return False
    b.forgotten_more += 1
    _unknown_attackers_guardian(j, ev, dseat.guardians[0])
    return True


def _unknown_attackers_guardian(j: Judge, ev: GuardianRevealed, iid: str) -> None:
    """Guardian ``iid``, revealed for the attack the log left out whose battler is not known yet: noted, its guardian
    ability resolved as recorded, whichever battler it stopped (one it has once destroyed, not: the battle is fought
    later), and discarded."""
    b = j.board
    note(b, N_("seq {seq}: {player} revealed a guardian with no attack under way: which battler made the attack the "
               "log left out is not known; the guardian {card} is discarded, its battle judged when the log shows "
               "the attacker"),
         seq=ev.seq, player=ev.player, card=j.label(iid))
    gdef = b.card_def(iid)
    if ev.resolve and gdef is not None and gdef.modelled:
        targets = deque(ev.targets)
        for line in ab.abilities_of(b, iid):
            if line[0].name == "guardian" and not (len(line) > 1 and line[1].name == "destroyed"):
                ab.resolve(j, ev.player, iid, line, targets, temporary=True, on_self=iid)
    j.move(iid, ev.player, "discard")


def _quest_attackers(b: Board, pid: str, questing: str) -> list[str]:
    """The battlers of ``pid`` that could have attacked the quest card of ``questing`` now: untapped, not summoned
    this turn, able to attack (one that can't attack battlers attacks guardians on questing battlers; Elusive does not
    guard a quest card, docs/chrono-clash-icons.md, Readings: "A questing battler's guardian")."""
    turn = b.turn
    return [x for x in b.seat(pid).battlefield
            if not (inst := b.cards[x]).tapped and (inst.summoned_turn != turn or inst.attack_ok or ab.has(b, x, "quick"))
            and not ab.has(b, x, "cant-attack")]


def _quest_more(j: Judge, ev: GuardianRevealed) -> bool:
    """``ev`` reveals, with no attack under way, the quest card under the one its player revealed just before for an
    attack the log left out, which of several battlers made not known (_quest_left_out: nothing moved): when one of
    them attacks more than one guardian (+1 Guardian Attack), it is that attack going on to the next quest card, not a
    second fault; nothing moves, as for the first (docs/chrono-clash-icons.md, Readings: "A quest card revealed for an
    attack the log left out")."""
    b = j.board
    early = j.quest_early
    if early is None or early[0] != ev.player or ev.card is None or b.active == ev.player:
        return False
    quester = b.cards.get(early[1])
    if quester is None or quester.zone != "battlefield" or quester.quest[:1] != (early[2],) or len(quester.quest) < 2:
        return False
    if ev.card != quester.quest[1]:
        return False
    able = _quest_attackers(b, b.active, early[1])
    if len(able) < 2 or max(ab.number(b, x, "guardian-attack") for x in able) < 1:
        return False
    if ev.name is not None and b.cards[ev.card].name is None:
        _bind(j, b.by_id.get(ev.player) or b.seat(ev.player), ev.card, ev.name)
    note(b, N_("seq {seq}: {player} revealed {card}, the quest card under the one revealed just before: the attack "
               "the log left out, by a battler that attacks more than one guardian, went on to it"),
         seq=ev.seq, player=ev.player, card=j.label(ev.card))
    return True


def _quest_left_out(j: Judge, early: tuple[str, str, str, bool, tuple[str, ...], int, str | None]) -> None:
    """The quest card revealed with no attack under way (``ccs.guardian.unexpected``, flagged then) was not the attack
    recorded just after it (_attack): the attack on its battler is what the log left out ("If an enemy battler attacks
    it, reveal the card and resolve it as if it was a guardian attack"). When one battler of the active player could
    have made it (untapped, not summoned this turn), it is taken as made by it: tapped, and the quest card fought and
    discarded as revealed; with none or several, nothing moves (docs/chrono-clash-icons.md, Readings: "A quest card
    revealed for an attack the log left out")."""
    b = j.board
    defender, questing, card, resolve, targets, seq, name = early
    pid = b.active
    quester = b.cards.get(questing)
    if (defender == pid or b.over or b.step == "draw" or b.pending or b.attack is not None
            or b.must_attack is not None or b.unnamed_attack is not None or j.turn_over() or quester is None
            or quester.zone != "battlefield" or quester.owner != defender or quester.quest[:1] != (card,)):
        return
    able = _quest_attackers(b, pid, questing)
    if len(able) != 1:
        return
    iid = able[0]
    b.cards[iid].tapped = True
    b.seat(pid).leader_bonus += ab.number(b, iid, "leader")
    note(b, N_("seq {seq}: {player} revealed {card} with no attack under way: the attack the log left out is taken as "
               "{attacker}'s, the one battler of {active}'s that could attack, on {battler}"),
         seq=seq, player=defender, card=j.label(card), attacker=j.label(iid), active=pid, battler=j.label(questing))
    b.attack = Attack(attacker=iid, defender=defender, questing=questing, remaining=1)
    on_guardian(j, GuardianRevealed(seq=seq, player=defender, card=card, name=name, resolve=resolve,
                                    targets=list(targets)))


def _forced_recorded_late(j: Judge, ev: AttackDeclared) -> bool:
    """``ev`` declares, in the next player's turn, the attack the log left out that a Sneak Attack or Transform
    battler had to make at once, taken as made at the guardian revealed for it (``Board.forced_left_out``): that
    attack, recorded late. Nothing is flagged and nothing moves (docs/chrono-clash-icons.md, Readings: "A Sneak Attack
    recorded late")."""
    b = j.board
    f = b.forced_left_out
    if (f is None or f[0] != ev.player or f[1] != ev.attacker or ev.defender not in (None, f[2])
            or b.active == ev.player or b.turn != f[3] + 1 or b.attack is not None):
        return False
    b.forced_left_out = None
    _late_attack_note(j, ev)
    return True


def _recorded_late(j: Judge, ev: AttackDeclared) -> bool:
    """``ev`` declares the attack on a guardian stack the log left out before a guardian revealed for it this turn
    (flagged there, ``ccs.guardian.unexpected``), with the battler taken as its attacker (the one that could, or the
    one the log showed since): that attack, recorded late. Nothing more is flagged, and it does not attack again
    (docs/chrono-clash-icons.md, Readings: "An attack the log left out"). An attack by another of several battlers
    that could have made it is a new attack, unless declared while another attack still waits for its guardians or
    after the counter ended the turn (no attack could be declared then); a new attack for which the log then reveals
    no guardian was it after all (_late_after_all)."""
    b = j.board
    pid = ev.player
    out = b.left_out
    if out is not None and out[0] == pid and out[1] == ev.attacker and ev.defender in (None, out[2]):
        b.left_out = b.forced_left_out = None
        return True
    f = b.forgotten
    if (((b.attack is not None and not b.attack.maybe_late) or j.turn_over()) and f is not None and f[0] == pid
            and ev.defender in (None, f[1]) and _forgotten_attacker(j, ev.attacker, True)):
        # declared while another attack still waits for its guardians, or after the counter ended the turn (no new
        # attack could be): the one left out
        b.left_out = None
        return True
    return False


def _late_after_all(j: Judge) -> None:
    """The attack under way, by one of the battlers that could have made the attack the log left out, on its
    defender's guardians, had no guardian revealed for it, and the log goes on with another action: it was that
    attack, recorded late after the guardian revealed for it (flagged there). It ends, unflagged, and its battle with
    that guardian is fought (docs/chrono-clash-icons.md, Readings: "An attack the log left out")."""
    b = j.board
    att = b.attack
    b.attack = None
    inst = b.cards[att.attacker]
    inst.tapped = False  # _forgotten_attacker taps it, as its attack did
    if not _forgotten_attacker(j, att.attacker, True):
        inst.tapped = True


def _resume_cut(j: Judge, ev: GuardianRevealed, cut: tuple[str, str, str | None, int]) -> bool:
    """``ev`` reveals, with no attack under way, a guardian of the defender of an attack another event cut short
    (``ccs.attack.unfinished``, flagged there): it is that attack's, recorded early, and the attack goes on for it (no
    second violation). False when the guardian cannot be its (the attacker is gone, the card is not the top one)."""
    b = j.board
    attacker, defender, questing, remaining = cut
    if questing is None:
        stack = b.seat(defender).guardians
    else:
        quester = b.cards[questing]
        stack = quester.quest if quester.zone == "battlefield" else ()
    if b.cards[attacker].zone != "battlefield" or not stack or (ev.card is not None and ev.card != stack[0]):
        return False
    b.cut_attack = b.cut_owed = b.cut_fought = None
    b.cut_doomed = False
    _cut_uses_stood(j, b.cut_used, b.cut_twice)
    b.cut_used, b.cut_twice = (), ()
    b.attack = Attack(attacker=attacker, defender=defender, questing=questing, remaining=remaining)
    note(b, N_("seq {seq}: {player} revealed a guardian for the attack of {attacker} that the log recorded before the "
               "events that cut it short: that attack goes on"), seq=ev.seq, player=ev.player, attacker=j.label(attacker))
    return True


def _forgotten_attacker(j: Judge, iid: str, battle: bool) -> bool:
    """Battler ``iid`` is shown to be the one that made the attack the log left out (``Board.forgotten``): a trigger
    of its battle resolves (``battle``), or an opponent attacks it as a tapped battler. It is tapped, as its attack
    left it, and its battle with the guardian revealed is fought now (its destroyed abilities waiting for the log's
    TriggerResolved). False when it is not one of the battlers that could have made it."""
    b = j.board
    f = b.forgotten
    if f is None or iid not in f[3] or b.cards[iid].zone != "battlefield" or b.cards[iid].tapped:
        return False
    b.forgotten = None
    b.cards[iid].tapped = True
    b.left_out = (f[0], iid, f[1])
    gdef = b.card_def(f[2])
    if battle and gdef is not None and gdef.type == "battler" and not _hidden(b, iid):
        a = ab.strength(b, iid, battling=True)
        if a is not None and gdef.strength >= a:
            _lose(j, iid, True, f[1])
    return True


def _stray_shown(j: Judge, ev: GuardianRevealed, stray: tuple[str, str, bool]) -> None:
    """``ev`` is the next reveal of a player whose top guardian was revealed with no attack under way (flagged then,
    ``ccs.guardian.unexpected``), in an attack on their guardians: which card it names shows where the table left that
    guardian. Left on the stack by the reading (no battler could have attacked), a reveal of the card under it shows it
    was put away: discarded now. Discarded by the reading (the attack the log left out), a reveal of it again shows it
    stayed on the stack: put back on top. The one fault stays the reveal's (docs/chrono-clash-icons.md, Readings: "A
    guardian revealed for no attack")."""
    b = j.board
    pid, iid, discarded = stray
    late = j.late is not None and j.late[2] == pid
    if not late and (b.attack is None or b.attack.defender != pid or b.attack.questing is not None):
        return
    inst = b.cards[iid]
    stack = b.seat(pid).guardians
    if discarded and ev.card == iid and inst.zone == "discard" and inst.owner == pid:
        j.move(iid, pid, "guardians", top=True)
        if b.forgotten is not None and b.forgotten[2] == iid:
            b.forgotten = None  # no battle of it to fight later: it stayed on the stack
        note(b, N_("seq {seq}: {player} revealed {card} again: it stayed on the guardian stack when revealed for no "
                   "attack"), seq=ev.seq, player=pid, card=j.label(iid))
    elif (discarded and ev.card is not None and ev.card != iid and inst.zone == "discard" and inst.owner == pid
          and ev.card == b.stray_below and (pile := b.seat(pid).discard) and pile[-1] == ev.card
          and iid in pile[:-1]):
        # Discarded by the reading, then an effect discarded the top guardian (Siege Breaker's attack ability), and
        # this reveal names that card: at the table the guardian revealed for no attack stayed on the stack and was
        # the one that effect discarded, the card under it still on the stack.
        j.move(ev.card, pid, "guardians", top=True)
        if b.forgotten is not None and b.forgotten[2] == iid:
            b.forgotten = None
        note(b, N_("seq {seq}: {player} revealed {card}: {other}, revealed for no attack, stayed on the guardian "
                   "stack, and was the card discarded from its top since"), seq=ev.seq, player=pid,
             card=j.label(ev.card), other=j.label(iid))
    elif not discarded and ev.card is not None and len(stack) > 1 and stack[0] == iid and ev.card == stack[1]:
        att = b.attack
        if (not late and att is not None and not att.revealed and att.remaining >= 2 and not att.ghost
                and not att.as_recorded and not _hidden(b, att.attacker) and not _doomed(b, att.attacker, (iid,))):
            # The attack reaches that guardian and the one under it (its +Guardian Attack), and the reveal before
            # came with no attack under way: it was this attack's first reveal, recorded early (the one fault, flagged
            # there); that guardian is fought for it now, and this reveal is its next.
            first = b.stray_event
            first = (msgspec.structs.replace(first, card=iid) if first is not None and first.player == pid
                     and first.card in (None, iid) else GuardianRevealed(seq=ev.seq, player=pid, card=iid))
            b.stray_event = None
            # Which the table did, the next event may still show: the defender's reveal of the guardian under this
            # one means the guardian revealed for no attack was put away, and this attack reached the two under it
            # (_early_put_away); kept for that event only.
            alt = (pid, iid, len(b.notes), _keep_board(b), msgspec.msgpack.encode(ev), msgspec.msgpack.encode(first))
            actual = j.event
            j.event = first
            _on_guardian(j, first)
            j.event = actual
            note(b, N_("seq {seq}: {player} revealed {card} for no attack, then the guardian under it for the attack "
                       "of {attacker}, which reaches both: {card} was that attack's first guardian, its reveal "
                       "recorded early"), seq=first.seq, player=pid, card=j.label(iid), attacker=j.label(att.attacker))
            b.early_alt = alt
            return
        j.move(iid, pid, "discard")
        note(b, N_("seq {seq}: {player} revealed the guardian under {card}: {card}, revealed for no attack, was put "
                   "away then"), seq=ev.seq, player=pid, card=j.label(iid))


def _early_put_away(j: Judge, alt: tuple[str, str, int, bytes, bytes, bytes]) -> None:
    """The defender reveals the guardian under the two a +Guardian Attack battler's attack was read to reach (the
    guardian revealed for no attack just before it taken as its first, recorded early: _stray_shown): at the table that
    guardian was put away, and the attack reached the two under it, the one this event reveals its second. The board
    goes back to before that reading, the guardian revealed for no attack is discarded, and the reveal read so is judged
    again as the attack's first; the one fault stays the reveal for no attack (ccs.guardian.unexpected)
    (docs/chrono-clash-icons.md, Readings: "A guardian revealed for no attack")."""
    pid, iid, at, blob, raw, raw_stray = alt
    b = j.board
    del b.notes[at:]
    del b.note_msgs[at:]
    _back_to(j, blob)
    first = msgspec.msgpack.decode(raw, type=GuardianRevealed)
    stray = msgspec.msgpack.decode(raw_stray, type=GuardianRevealed)
    if stray.name is not None and b.cards[iid].name is None:
        _bind(Judge(b, stray), b.seat(pid), iid, stray.name)  # the name its reveal gave it (a paper log)
    j.move(iid, pid, "discard")
    note(b, N_("seq {seq}: {player} revealed the guardian under {card}: {card}, revealed for no attack, was put "
               "away then"), seq=first.seq, player=pid, card=j.label(iid))
    again = Judge(b, first)
    _on_guardian(again, first)
    j.found.extend(again.found)


def _made_after_all(j: Judge, ev: GuardianRevealed) -> bool:
    """``ev`` reveals, with no attack under way, the top guardian of the defender of the attack declared just before
    it and taken as the attack the log left out, recorded late (``_recorded_late``): that attack was made, and this
    guardian is its; the guardian revealed before it was revealed for no attack (flagged then, the one fault)
    (docs/chrono-clash-icons.md, Readings: "An attack the log left out")."""
    b = j.board
    pid, attacker, defender = j.late
    stack = b.seat(defender).guardians
    if (defender != ev.player or b.active != pid or b.cards[attacker].zone != "battlefield" or not stack
            or (ev.card is not None and ev.card != stack[0])):
        return False
    _attack_stack(j, attacker, defender)
    if b.attack is None:
        return False
    note(b, N_("seq {seq}: {player} revealed a guardian for the attack of {attacker} declared after the guardian "
               "revealed for no attack: that attack was made"), seq=ev.seq, player=ev.player, attacker=j.label(attacker))
    return True


def _guessed_discard_shown(j: Judge, ev: GuardianRevealed) -> None:
    """``ev`` is the next reveal of the opponent an attack ability was taken to make discard their top guardian, its
    chosen opponent left out among several (flagged then, ``ccs.ability.target``): a reveal of that guardian shows the
    table did not (it chose another, or none); it is put back on top, nothing more flagged (docs/chrono-clash-icons.md,
    Readings: "A chosen opponent the log leaves out")."""
    b = j.board
    pid, iid = b.guessed_discard
    b.guessed_discard = None
    inst = b.cards.get(iid)
    if ev.card != iid or inst is None or inst.zone != "discard" or inst.owner != pid:
        return
    j.move(iid, pid, "guardians", top=True)
    note(b, N_("seq {seq}: {player} revealed {card}, the guardian taken as discarded by the ability whose chosen "
               "opponent the log left out: it stayed on the guardian stack"), seq=ev.seq, player=pid, card=j.label(iid))


def _defender_shown(j: Judge, ev: GuardianRevealed, att: Attack) -> bool:
    """The first reveal of an attack on a guardian stack is another opponent's, the top of their stack: the log named
    the wrong defender, and the attack was on the player who reveals for it. The one fault, flagged here; the attack
    is carried out against them (docs/chrono-clash-icons.md, Readings: "An attack on the wrong opponent")."""
    b = j.board
    if att.revealed or att.questing is not None or att.ghost or att.as_recorded or att.onward:
        return False
    inst = b.cards.get(att.attacker)
    if inst is None or inst.zone != "battlefield":
        return False
    seat = next((s for s in b.opponents(inst.owner) if s.id == ev.player), None)
    if seat is None or not seat.guardians or ev.card not in (None, seat.guardians[0]):
        return False
    j.flag("ccs.guardian.unexpected", N_("{player} revealed a guardian for the attack of {card}, which the log has on "
                                         "{defender}: the attack is taken as on {player}"),
           player=ev.player, card=j.label(att.attacker), defender=att.defender)
    b.defender_kept = (att.defender, _keep_board(b))  # taken back if the defender named reveals next (step)
    j.touch(att)
    att.defender = ev.player
    return True


def _twice_was_next(j: Judge) -> bool:
    """The attack under way, cut short by the event being judged, whose last reveal named again a guardian it had
    revealed already (``Attack.twice``, ccs.log.unknown-card there, the one fault): the table revealed the next
    guardian, the log giving the first one's id again. That reveal is carried out now as the top guardian's, with a
    note; True when it finished the attack (nothing owed, no ccs.attack.unfinished)."""
    b = j.board
    att = b.attack
    twice = att.twice if att is not None else None
    if twice is None or att.questing is not None or att.defender != twice.player:
        return False
    dseat = b.seat(att.defender)
    if not dseat.guardians:
        return False
    top = dseat.guardians[0]
    # Only in a paper log (a stack in a known order shows which guardian the table revealed), and when the name the
    # reveal gives fits the next guardian.
    if dseat.known_order or (twice.name is not None and b.cards[top].name not in (None, twice.name)):
        return False
    j.touch(att)
    att.twice = None
    note(b, N_("seq {seq}: {player} named {card} again, already revealed for this attack, and the log moves on: it "
               "was the reveal of the next guardian, {top}"), seq=twice.seq, player=twice.player,
         card=j.label(twice.card), top=j.label(top) if b.cards[top].name is not None or twice.name is None
         else f"{twice.name} ({top})")
    text = b.notes[-1]
    hidden = b.cards[top].name is None
    attacker = att.attacker
    actual = j.event
    j.event = twice
    on_guardian(j, GuardianRevealed(seq=twice.seq, player=twice.player, card=top, name=twice.name,
                                    resolve=twice.resolve, targets=list(twice.targets)))
    j.event = actual
    if (hidden and not twice.resolve and b.cards[attacker].zone == "battlefield"
            and b.cards[top].zone == "discard"):
        b.twice_taken = (twice.player, top, None, text)
    return b.attack is None


def _twice_not_fought(j: Judge, ev: GuardianRevealed) -> None:
    """The defender reveals the guardian a paper log's reveal named twice was taken for (``Board.twice_taken``): the
    table never fought it, the attack then left unfinished (its duplicate reveal the one fault, flagged then). It goes
    back on top of the stack, hidden as it was, and the note of that reading is taken back; this reveal is judged as
    any (docs/chrono-clash-icons.md, Readings: "A guardian revealed twice")."""
    b = j.board
    taken, b.twice_taken = b.twice_taken, None
    pid, iid, name, text = taken
    inst = b.cards[iid]
    if ev.player != pid or ev.card != iid or inst.zone != "discard":
        b.twice_taken = taken
        return
    seat = b.seat(pid)
    j.touch(inst)
    j.touch(seat)
    if inst.name is not None and name is None:
        pool = _pool_of(seat, iid)
        pool[inst.name] = pool.get(inst.name, 0) + 1
        inst.name = None
    j.move(iid, pid, "guardians", top=True)
    if text in b.notes:
        k = b.notes.index(text)
        del b.notes[k]
        del b.note_msgs[k]


def on_guardian(j: Judge, ev: GuardianRevealed) -> None:
    b = j.board
    kept = _keep_board(b) if not ev.resolve and b.attack is not None else None
    _on_guardian(j, ev)
    att = b.attack
    iid = att.revealed[-1] if att is not None and att.revealed else None
    if iid is None and kept is not None and ev.card is not None and b.cards.get(ev.card) is not None:
        iid = ev.card  # the attack over with this reveal
    gdef = b.card_def(iid) if kept is not None and iid is not None else None
    if (gdef is not None and gdef.modelled and b.cards[iid].zone == "discard"
            and any(l[0].name == "guardian" for l in ab.abilities_of(b, iid))):
        b.unresolved_kept = (ev, iid, kept)


def _takes_from_deck(line: tuple) -> int:
    """How many cards ability ``line`` takes from the top of its player's deck (draw N, put N on the guardian stack),
    when that is all it does, asking for no choice; 0 otherwise."""
    if ab.needs_choice(line):
        return 0
    effects = [ic for ic in line if ic.family != "trigger"]
    if not effects or any(ic.name not in ("draw", "guardians") for ic in effects):
        return 0
    return sum(ic.n or 0 for ic in effects)


#: The note for a guardian that won its battle whose "when destroyed" ability the player's draws show was resolved.
GUARDIAN_WON_DESTROYED = N_("seq {seq}: {card} won its battle; the English manual has a guardian \"discarded\" after "
                            "the attack, the French and Italian ones have it destroyed (« toujours détruits », "
                            "\"sempre distrutto\"), so its \"when destroyed\" ability resolves in their reading: "
                            "{player}'s draw at seq {next} shows the table read it so, and it is taken as resolved")


def _guardian_resolved_late(j: Judge, ev: CardDrawn) -> bool:
    """``ev``, the first draw of a player since a guardian of theirs was revealed without ``resolve: true``
    (``Board.unresolved_takes``), whose guardian ability takes cards from the top of the deck (Stormwatch Giant's
    "draw 1", Deep Oracle's "put the top card of your deck on your guardian stack"), names the card just under the
    ones that ability would have taken: the table resolved it ("your opponent has the option to resolve it now"), the
    reveal's ``resolve`` left out or false in the log. It is resolved now, as it was then (a note), so this draw and
    the later ones take the cards the table drew (docs/chrono-clash-icons.md, Readings: "A guardian ability resolved
    by a TriggerResolved")."""
    b = j.board
    mine = [x for x in b.unresolved_takes if x[0] == ev.player]
    if not mine:
        return False
    b.unresolved_takes = tuple(x for x in b.unresolved_takes if x[0] != ev.player)
    seat = b.by_id.get(ev.player) or b.seat(ev.player)
    pid, iid, at, tokens, kind = mine[0]
    from .icons import parse_ability
    lines = [parse_ability(list(t)) for t in tokens]
    k = sum(_takes_from_deck(line) for line in lines)
    if b.over or ev.card is None or not seat.known_order or k <= 0:
        return False
    if kind == "won" and j.seq_before == at and ev.player != b.active and ev.card in seat.deck:
        # The French and Italian reading's draw, recorded as it is made (a CardDrawn right after the reveal): the
        # ability resolves now, and this CardDrawn records its draw (_ability_draw). Naming another card than the
        # top, it is that draw taken from under the top, ccs.draw.not-top, the one fault: the card named is drawn
        # instead, one card, as for any draw an ability made (_ability_drew_other; docs/chrono-clash-icons.md,
        # Readings: "A guardian that wins its battle": "A draw that neither reading explains is ccs.draw.not-top").
        top = seat.deck[0]
        j.touch(seat)
        j.touch(b)
        for line in lines:
            ab.resolve(j, pid, iid, line, deque(), temporary=True)
        note(b, GUARDIAN_WON_DESTROYED, seq=at, card=j.label(iid), player=pid, next=ev.seq)
        return ev.card != top and _ability_drew_other(j, ev)
    # The draws the log's own events account for before this one: the start of the drawer's turn, which this draw
    # begins, completes their quests first (« At the beginning of your turn, discard all cards on your battlers and
    # gain 1 quest point »), and a "Completes a quest: draw 1" takes the top card then (Radiant Seer).
    pre = _quest_draws_due(b, ev.player) if ev.player != b.active else 0
    if len(seat.deck) <= pre + k or seat.deck[pre + k] != ev.card:
        return False
    j.touch(seat)
    j.touch(b)
    for line in lines:
        ab.resolve(j, pid, iid, line, deque(), temporary=True)
    b.ability_drew = [d for d in b.ability_drew if d[2] != iid]
    if kind == "won":
        note(b, GUARDIAN_WON_DESTROYED, seq=at, card=j.label(iid), player=pid, next=ev.seq)
        return False
    note(b, N_("seq {seq}: the reveal of {card} does not say its guardian ability was resolved, and {player}'s draw at "
               "seq {next} names the card under what that ability takes from the top of the deck: it is taken as "
               "resolved then"), seq=at, card=j.label(iid), player=pid, next=ev.seq)
    return False


def _quest_draws_due(b: Board, pid: str) -> int:
    """How many cards the start of ``pid``'s next turn takes from the top of their deck before their turn's draw:
    the "Completes a quest" draws of their battlers with quest cards on them (Judge.begin_turn), once each."""
    seat = b.by_id.get(pid) or b.seat(pid)
    n = 0
    for iid in seat.battlefield:
        inst = b.cards[iid]
        if not inst.quest or (b.may_have_left and iid in b.may_have_left):
            continue
        n += sum(_takes_from_deck(line) for line in ab.triggered(b, iid, "quest-complete"))
    return n


def _own_stack_opponent(b: Board, ev: Any) -> bool:
    """``ev`` is the first reveal, by the attacker's one opponent, for an attack the log put on its own player's
    guardian stack (flagged at it, carried on as recorded): the attack was on that opponent's (_on_guardian)."""
    att = b.attack
    return (type(ev) is GuardianRevealed and att is not None and att.as_recorded and not att.ghost
            and not att.revealed and not att.stopped and att.defender == b.cards[att.attacker].owner
            and ev.player != att.defender and [s.id for s in b.opponents(att.defender)] == [ev.player])


def _on_guardian(j: Judge, ev: GuardianRevealed) -> None:
    b = j.board
    att = b.attack
    if _own_stack_opponent(b, ev):
        # An attack the log put on its own player's guardian stack (``defender`` their own id, flagged at it), and the
        # one opponent reveals next: the attack the table made was on that opponent's stack (the only one it could
        # attack), the log's field the one fault; carried on against them (docs/chrono-clash-icons.md, Readings: "An
        # attack on the wrong opponent").
        note(b, N_("seq {seq}: {player} reveals a guardian for the attack of {card}, which the log put on {owner}'s "
                   "own guardian stack: it is taken as on {player}'s, {owner}'s one opponent"), seq=ev.seq,
             player=ev.player, card=j.label(att.attacker), owner=att.defender)
        b.attack = None
        _attack_stack(j, att.attacker, ev.player)
    if b.twice_taken is not None and (b.attack is None or b.attack.twice is None):
        _twice_not_fought(j, ev)
    if b.attack is not None and b.attack.twice is not None:
        j.touch(b.attack)
        b.attack.twice = None
    if b.guessed_discard is not None and b.guessed_discard[0] == ev.player:
        _guessed_discard_shown(j, ev)
    stray = b.stray_guardian
    if stray is not None and stray[0] == ev.player:
        b.stray_guardian = None
        _stray_shown(j, ev, stray)
    fought = b.cut_fought
    b.cut_fought = None
    if (fought is not None and fought[0] == ev.player and ev.card in fought[1] and b.cards[ev.card].zone == "discard"
            and (b.attack is None or b.attack.defender != ev.player)):
        # A guardian taken as fought when the reveal of the card under it came (the attack cut short, its reveal
        # taken as left out): its reveal comes now, recorded late, after that of the card under it. The one fault
        # stays the attack's (ccs.attack.unfinished); it was put away then (docs/chrono-clash-icons.md, Readings:
        # "A guardian reveal the log left out").
        note(b, N_("seq {seq}: {player} revealed {card}, already taken as fought for the attack of {attacker}: its "
                   "reveal, recorded late"), seq=ev.seq, player=ev.player, card=j.label(ev.card),
             attacker=j.label(fought[2]))
        return
    att = b.attack
    if att is not None and att.unguarded and att.defender == ev.player:
        # The card the log never named put the deck's top cards on the stack (Wild Growth): the reveal shows it did.
        att.unguarded = att.past = False
        dseat = b.seat(ev.player)
        n = next((x[1] for x in b.may_guard if x[0] == ev.player), 0)
        b.may_guard = tuple(x for x in b.may_guard if x[0] != ev.player)
        for top in dseat.deck[:n][::-1]:
            j.move(top, ev.player, "guardians", top=True)
    if att is None and (cut := b.cut_attack) is not None and cut[1] == ev.player and _resume_cut(j, ev, cut):
        att = b.attack
    elif att is None and j.late is not None and _made_after_all(j, ev):
        att = b.attack
    elif att is None and _forgotten_more(j, ev):
        return
    elif att is None and _quest_more(j, ev):
        return
    elif att is not None and att.defender != ev.player and _defender_shown(j, ev, att):
        pass  # the attack is on the player who reveals for it
    elif att is None or att.defender != ev.player:
        if att is None and b.time_stopped is not None and b.time_stopped[0] == ev.player:
            j.flag("ccs.guardian.attack-stopped", N_("{player} revealed a guardian, but the attack of {attacker} "
                                                 "stopped at seq {seq}: the time gained there ended {active}'s turn, "
                                                 "and the attack with it"),
                   player=ev.player, attacker=j.label(b.time_stopped[1]), seq=b.time_stopped[2], active=b.active)
        elif att is None and b.destroyed_stopped is not None and b.destroyed_stopped[0] == ev.player:
            j.flag("ccs.guardian.attacker-destroyed", N_("{player} revealed a guardian, but the guardian revealed at seq "
                                                         "{seq} destroyed {attacker}: its remaining guardian attacks are "
                                                         "ignored"),
                   player=ev.player, attacker=j.label(b.destroyed_stopped[1]), seq=b.destroyed_stopped[2])
        else:
            j.flag("ccs.guardian.unexpected", N_("{player} revealed a guardian, but no attack on their guardians was "
                                                 "under way"), player=ev.player)
        if att is not None:
            return
        dseat = b.by_id.get(ev.player) or b.seat(ev.player)
        held = b.cards.get(ev.card) if ev.card is not None else None
        if held is not None and held.zone == "quest" and held.owner == ev.player:
            # A quest card, the top of its battler's: perhaps the attack on that battler, recorded just after it
            # (_attack). Nothing moves now.
            questing = next((x for x in dseat.battlefield if b.cards[x].quest[:1] == (ev.card,)), None)
            if questing is not None:
                b.stray_quest = (ev.player, questing, ev.card, ev.resolve, tuple(ev.targets), ev.seq, ev.name)
            return
        top = dseat.guardians[0] if dseat.guardians and not dseat.eliminated else None
        if top is not None and ev.card in (None, top):
            b.stray_guardian = (ev.player, top, False)
            b.stray_below = dseat.guardians[1] if len(dseat.guardians) > 1 else None
            b.stray_event = ev
        if not _forgotten_attack(j, ev):
            if top is not None and b.stray_guardian is not None and b.cards[top].zone == "discard":
                b.stray_guardian = (ev.player, top, True)
            return
        if b.stray_guardian is not None:
            b.stray_guardian = (ev.player, top, True)
        att = b.attack
    att.maybe_late = False
    if att.emptied:  # the guardians the attack cut short had to reach are still there: revealed now (Attack.emptied)
        att.emptied, att.as_recorded = 0, False
    dseat = b.seat(att.defender)
    if att.onward:
        # The attack on a questing battler goes on after its quest card (Attack.onward): to the battler's next quest
        # card, or to the defender's guardian stack, as this reveal shows.
        att.onward = False
        quester = b.cards[att.questing]
        pile = quester.quest if quester.zone == "battlefield" else ()
        if not pile or (ev.card is not None and ev.card not in pile and ev.card in dseat.guardians):
            fought, att.questing = att.questing, None
            # On to the guardian stack: a tapped Sentinel of the defender's, not questing, forbids it as it forbids
            # an attack declared on the stack ("While this battler is tapped, your guardian stack cannot be
            # attacked"); the battler whose quest card was just fought is the one attacked while questing, not
            # counted. The one fault: the attack should have ended at the quest card, so nothing more is owed; the
            # reveal stood at the table and is carried out as recorded (docs/chrono-clash-icons.md, Readings:
            # "+Guardian Attack on a questing battler").
            sentinel = next((x for x in dseat.battlefield if x != fought and b.cards[x].tapped
                             and not b.cards[x].quest and ab.has(b, x, "sentinel")), None)
            if sentinel:
                j.flag("ccs.attack.sentinel", N_("{defender}'s guardian stack cannot be attacked while {sentinel} is tapped"), defender=att.defender, sentinel=j.label(sentinel))
                att.remaining = 1
                att.as_recorded = True
    stack = b.cards[att.questing].quest if att.questing else dseat.guardians
    if not stack:
        j.flag("ccs.guardian.unexpected", N_("{player} has no guardian left to reveal"), player=ev.player)
        _end_attack(j)
        return
    if att.questing is None and ev.card is not None and ev.card not in stack and ev.card not in att.revealed:
        quester = next((x for x in dseat.battlefield if b.cards[x].quest[:1] == (ev.card,)), None)
        if quester is not None:
            # The top quest card of one of the defender's battlers, revealed for an attack the log put on the
            # guardian stack: the attack was on that battler, the log leaving it out; the one fault, and the quest
            # card is fought for it (docs/chrono-clash-icons.md, Readings: "A quest card revealed for an attack the
            # log left out").
            j.flag("ccs.log.unknown-card", N_("{card!r} is not one of the guardians under attack"), card=ev.card)
            att.questing = quester
            att.remaining = 1
            stack = b.cards[quester].quest
    owed = b.cut_owed
    if owed is not None and owed[0] == ev.player and att.questing is None:
        b.cut_owed = None
        k = stack.index(ev.card) if ev.card is not None and ev.card in stack else 0
        if (not dseat.known_order and ev.card in stack and len(stack) > len(owed[1]) and ev.card not in owed[1]
                and all(x in stack and b.cards[x].name is None for x in owed[1])):
            # A paper log: the hidden cards of the stack are alike, the one revealed is not among those fought.
            j.touch(dseat)
            rest = [x for x in stack if x != ev.card]
            for x in rest[:len(owed[1])]:
                stack.remove(x)
            stack[:0] = rest[:len(owed[1])]
            k = len(owed[1])
        if k and all(x in owed[1] or not dseat.known_order for x in stack[:k]):
            # The guardians the attack cut short (ccs.attack.unfinished, the one fault) still had to reach, their
            # reveal left out: this reveal, of the card under them, shows the table fought them and put them away; they
            # are discarded now, not a reveal out of order (docs/chrono-clash-icons.md, Readings: "A guardian reveal
            # the log left out").
            skipped = list(stack[:k])
            for x in skipped:
                j.move(x, ev.player, "discard")
            b.cut_fought = (ev.player, tuple(skipped), owed[2])
            _fought_unseen(j, owed[2], ev.player)
            note(b, N_("seq {seq}: {player} revealed {card}: {skipped}, left to reveal when the attack of {attacker} "
                       "was cut short, was fought then and discarded, its reveal left out of the log"), seq=ev.seq,
                 player=ev.player, card=j.label(ev.card), skipped=", ".join(j.label(x) for x in skipped),
                 attacker=j.label(owed[2]))
        else:
            _cut_uses_stood(j, b.cut_used, b.cut_twice)  # not fought: the attacker's uses since were of a battler
            b.cut_doomed, b.cut_used, b.cut_twice = False, (), ()  # in play
    if (att.questing is None and ev.card is not None and ev.card in stack and ev.card != stack[0]
            and not dseat.known_order and b.cards[ev.card].name is None and b.cards[stack[0]].name is None):
        # A paper log: the order of the guardian stack is not checked (docs/log-format.md, Paper table), and its
        # hidden cards are alike: the one the reveal names is the one on top, the two trade places, nothing flagged.
        j.touch(dseat)
        k = stack.index(ev.card)
        stack[0], stack[k] = stack[k], stack[0]
    top = stack[0]
    iid = top
    name = ev.name
    misnamed = False
    if ev.card is not None and ev.card != top and ev.card not in stack and dseat.swapped.get(ev.card) == top:
        # The log names again a guardian revealed earlier from under the top (flagged then): the two changed places,
        # so this reveal, where the log has the first, is the guardian that was on top then; the name the log gives is
        # the first one's, not checked against it (docs/chrono-clash-icons.md, Readings: "A guardian revealed out of
        # order").
        held = b.cards.get(ev.card)
        if name is not None and held is not None and held.name == name:
            name = None
        del dseat.swapped[ev.card]
        # The event line names a guardian the board does not take: the judge is told which one the reveal is read as
        # (no second violation: the one fault is the first reveal's).
        note(b, N_("seq {seq}: the log has {player} reveal {card} again, a guardian already revealed from under the "
                   "top at seq {at}; this reveal is read as the guardian that was on top then, {top}"), seq=ev.seq,
             player=ev.player, card=j.label(ev.card), at=held.came_seq if held is not None else 0, top=j.label(top))
    elif (ev.card is not None and ev.card != top and att.questing and top in b.quest_guessed
          and b.cards.get(ev.card) is not None and b.cards[ev.card].owner == ev.player
          and (ev.card in dseat.hand
               or (ev.card in b.quest_guessed and b.cards[ev.card].zone in ("quest", "discard")))):
        # The quest card the log did not name (the engine took one of the hand's cards for it) revealed by its id:
        # it is that card, and the one taken is where the card revealed was (the hand, or under another of the
        # player's quests the log did not name either) (docs/chrono-clash-icons.md, Readings: "A quest card the log
        # does not give").
        quester = b.cards[att.questing]
        shown = b.cards[ev.card]
        other_q = next((b.cards[x] for x in dseat.battlefield if ev.card in b.cards[x].quest), None)
        for obj in (dseat, quester, shown, b.cards[top], b, other_q):
            if obj is not None:
                j.touch(obj)
        b.quest_guessed = tuple(x for x in b.quest_guessed if x != ev.card)
        if ev.card in dseat.hand:
            b.quest_guessed = tuple(x for x in b.quest_guessed if x != top)
            dseat.hand[dseat.hand.index(ev.card)] = top
            b.cards[top].zone = "hand"
        elif other_q is not None:
            other_q.quest = tuple(top if x == ev.card else x for x in other_q.quest)
        elif ev.card in dseat.discard:
            dseat.discard[dseat.discard.index(ev.card)] = top
            b.cards[top].zone = "discard"
        quester.quest = tuple(ev.card if x == top else x for x in quester.quest)
        shown.zone = "quest"
        note(b, N_("seq {seq}: the quest card revealed, {card}, is the one the log did not name; {other}, taken for it, "
                   "is where {card} was"), seq=ev.seq, card=ev.card, other=top)
        iid = top = ev.card
    elif ev.card is not None and ev.card != top:
        if ev.card in stack:
            shown = b.cards[ev.card]
            j.flag("ccs.guardian.not-top", N_("{player} revealed {card}, but the top guardian was {top}"), player=ev.player,
                   card=f"{name} ({ev.card})" if shown.name is None and name is not None else j.label(ev.card),
                   top=j.label(top))  # a hidden card by the name the reveal gives it
            iid = ev.card
            if att.questing is None:
                dseat.swapped[ev.card] = top  # the log may name it again where it has the top one (above)
        else:
            j.flag("ccs.log.unknown-card", N_("{card!r} is not one of the guardians under attack"), card=ev.card)
            if top in b.quest_guessed and name is not None:
                # The quest card the log did not name, revealed under a wrong id: the name goes with that id, not
                # with the card the engine took for the quest card, which stays hidden (and may still change places
                # with another hidden card); the one fault, its battle not judged (docs/chrono-clash-icons.md,
                # Readings: "A quest card the log does not give").
                name = None
                misnamed = True
            if ev.card in att.revealed:
                # A guardian this attack revealed already, named again: that reveal recorded twice, the one fault;
                # nothing moves, and the attack still waits for the guardians it reaches (docs/chrono-clash-icons.md,
                # Readings: "A guardian revealed twice"). When the log moves on instead, it was the next one's
                # reveal, the id the slip (_twice_was_next).
                j.touch(att)
                att.twice = ev
                return
    elif ev.card is not None and ev.card == top and top in dseat.swapped.values():
        # The guardian that was on top when one from under it was revealed, named now: the log reveals the stack as
        # it was, the two swapped in it (docs/chrono-clash-icons.md, Readings: "A guardian revealed out of order").
        dseat.swapped = {k: v for k, v in dseat.swapped.items() if v != top}
    att.revealed += (iid,)
    if ev.card is not None and ev.card == iid and iid in b.quest_guessed:
        # The quest card the engine took for a QuestStarted that did not say which, revealed by that very id: the log
        # names it now, so it is that card and is never traded for another (docs/chrono-clash-icons.md, Readings: "A
        # quest card the log does not give").
        j.touch(b)
        b.quest_guessed = tuple(x for x in b.quest_guessed if x != iid)
    if name is not None:
        inst = b.cards[iid]
        if inst.name is None:
            _bind(j, dseat, iid, name)
            if iid in b.legion_drawn:
                j.touch(b)
                b.legion_drawn = tuple(x for x in b.legion_drawn if x != iid)
                if _is_action_name(b, name):
                    # Taken from the hand earlier as the battler a Legion ability drew (it draws only a battler):
                    # an action card it cannot be; the log's contradiction, the one fault (docs/chrono-clash-
                    # icons.md, Readings: "A card a Legion ability discarded, unnamed").
                    j.flag("ccs.log.unknown-card", N_("the log calls {card} {name!r}, an action card, but a Legion "
                                                      "ability drew it, so it is a battler"), card=iid, name=name)
        elif inst.name != name:
            j.flag("ccs.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"), card=iid, name=name, actual=inst.name)
    gdef = b.card_def(iid)
    targets = deque(ev.targets)
    guardian_lines = [l for l in ab.abilities_of(b, iid) if l[0].name == "guardian"]
    later: list[tuple] = []
    unnamed = gdef is None and b.cards[iid].name is None
    if unnamed and misnamed:
        note(b, N_("seq {seq}: the log does not name the guardian {card}: its battle with {attacker} is not judged"),
             seq=ev.seq, card=iid, attacker=j.label(att.attacker))
        targets.clear()
        att.as_recorded = True
    elif unnamed:
        # A paper log reveals a guardian without its name: what it is cannot be known, so neither can the battle
        # (docs/log-format.md, Paper table). Flagged once; the battle is not judged, the guardian discarded.
        j.flag("ccs.log.unknown-card", N_("the log does not say what {card} is"), card=iid)
        note(b, N_("seq {seq}: the log does not name the guardian {card}: its battle with {attacker} is not judged"),
             seq=ev.seq, card=iid, attacker=j.label(att.attacker))
        targets.clear()  # whatever its guardian ability chose cannot be judged either
        # Nor can what it did to the attack (a guardian ability that stops it): the attack goes on only as far as
        # the log takes it.
        att.as_recorded = True
        if ev.resolve:
            _unnamed_guardian_resolved(j, iid, ev.player)
    if ev.resolve and not unnamed:
        if not guardian_lines:
            # "If it has a guardian ability, your opponent has the option to resolve it": this one has none, so there
            # is nothing to resolve and nothing happens (docs/chrono-clash-icons.md, Readings: "A guardian resolved
            # that has no guardian ability").
            note(b, N_("seq {seq}: {card} has no guardian ability to resolve: nothing happens"), seq=ev.seq,
                 card=j.label(iid))
        elif gdef is not None and not gdef.modelled:
            note(b, N_("the guardian ability of {name} is not modelled: the log records what it did"), name=gdef.name)
        else:
            # A TriggerResolved right after it, with no targets, records this resolution (on_trigger).
            b.resolved_alone.append((ev.player, iid))
            b.guardian_echo = (ev.player, iid)
            for line in guardian_lines:
                if len(line) > 1 and line[1].name == "destroyed":
                    later.append(line)
                else:
                    ab.resolve(j, ev.player, iid, line, targets, temporary=True, on_self=att.attacker if False else iid)
    attacker = att.attacker
    a_inst = b.cards.get(attacker)
    in_play = a_inst is not None and a_inst.zone == "battlefield"
    a = _attack_strength(b, attacker) if in_play or att.ghost else None
    if a is not None and _hidden(b, attacker):
        if not unnamed:
            _not_judged(j, attacker, iid)
        a = None
        if in_play and (unnamed or (gdef is not None and gdef.type == "battler")):
            # A guardian battler may have won the battle: the attacker's Legion or Reinforcements may follow, as after
            # a battle with a battler in play (_battle), and it may have left play (a Withdraw to the hand).
            _may_be_lost(j, attacker)
    elif unnamed and in_play and not att.ghost:
        _may_be_lost(j, attacker)  # a guardian the log never named may have won the battle: Legion may follow
    if gdef is not None and gdef.type == "battler" and a is not None:
        g = gdef.strength + b.cards[iid].strength_mod
        if g >= a:
            _lose(j, attacker, True, ev.player)
            won = [line for line in later if _takes_from_deck(line)]
            if won and len(won) == len(later) and not unnamed and gdef.modelled:
                # A guardian that wins its battle is "always discarded after the attack" in English, but "toujours
                # détruits" in French and "sempre distrutto" in Italian: its "when destroyed" ability resolves in two
                # manuals out of three, not in the third. Either table stands: the draw is taken if the player's next
                # draw shows it (a note naming the reading), not owed if it does not (docs/chrono-clash-icons.md,
                # Readings: "A guardian that wins its battle: discarded or destroyed").
                b.unresolved_takes = tuple(x for x in b.unresolved_takes if x[0] != ev.player) + (
                    (ev.player, iid, ev.seq, tuple(tuple(str(ic) for ic in line) for line in won), "won"),)
        else:
            for line in later:
                ab.resolve(j, ev.player, iid, line, targets, temporary=True)
        if in_play and ab.has(b, attacker, "last-stand"):
            j.destroy(attacker, by=None)
    if not ev.resolve and not unnamed and gdef is not None and gdef.modelled and guardian_lines:
        lost = gdef.type == "battler" and a is not None and gdef.strength + b.cards[iid].strength_mod < a
        takes = [line for line in guardian_lines
                 if (not (len(line) > 1 and line[1].name == "destroyed") or lost) and _takes_from_deck(line)]
        if takes and len(takes) == len(guardian_lines):
            b.unresolved_takes = tuple(x for x in b.unresolved_takes if x[0] != ev.player) + (
                (ev.player, iid, ev.seq, tuple(tuple(str(ic) for ic in line) for line in takes), "unresolved"),)
    _leftover(j, targets, iid)
    # Guardians are always discarded after the attack.
    if b.cards[iid].zone not in ("discard",):
        j.move(iid, b.cards[iid].owner, "discard")
    att.remaining -= 1
    a_inst = b.cards.get(attacker)
    gone = not att.ghost and (a_inst is None or a_inst.zone != "battlefield")
    left = b.cards[att.questing].quest if att.questing and b.cards[att.questing].zone == "battlefield" else (
        [] if att.questing else dseat.guardians)
    if (not gone and not att.stopped and att.remaining > 0 and not att.questing and not left and dseat.deck
            and any(x[0] == att.defender for x in b.may_guard) and _may_still_guard(b, att.defender)):
        # Guardian attacks left past the last guardian on the board, while a card of the defender's the log never
        # named may have put more on the stack (Wild Growth, Deep Oracle's guardian ability): the defender's next
        # reveal shows it did; anything else ends the attack (Attack.past; docs/chrono-clash-icons.md, Readings: "A
        # card played under a name its deck list lacks").
        att.unguarded = att.past = True
    elif gone or att.stopped or att.remaining <= 0 or not (left or (att.questing and dseat.guardians)):
        if att.stopped and not gone and att.remaining > 0:
            b.time_stopped = (att.defender, att.attacker, ev.seq)  # (a reveal after it: said so, _on_guardian)
        elif gone and a_inst is not None and a_inst.zone == "discard" and att.remaining > 0 and not att.questing and left:
            b.destroyed_stopped = (att.defender, att.attacker, ev.seq)  # (likewise)
        _end_attack(j)
    elif att.questing:
        att.onward = True  # whether it goes on, and where, is the log's (Attack.onward)


def _is_action_name(b: Board, name: str) -> bool:
    d = b.defs.get(name)
    return d is not None and d.type == "action"


def on_quest(j: Judge, ev: QuestStarted) -> None:
    b = j.board
    pid = ev.player
    start = len(j.found)
    _main_action(j, ev, _SENT_ON_A_QUEST)
    rooted = _turn_over_flagged(j, start)
    iid = ev.battler
    inst = b.cards.get(iid)
    # A quest that stood at the table is carried out as recorded, its one fault flagged (the quest card placed
    # from wherever the log takes it), so it can complete; only a battler not in play carries no quest card.
    in_play = inst is not None and inst.zone == "battlefield" and inst.owner == pid
    if not in_play:
        # A battler not in play, or another player's: no table could have sent it on a quest at all, turn over or
        # not: its own fault beside ``ccs.gauge.turn-over``, as a quest card not in the hand is (docs/chrono-clash-
        # icons.md, Readings: "A card played after the turn is over").
        rooted[0] = True
        j.flag("ccs.quest.not-your-battler", N_("{card} is not one of {player}'s battlers in play"),
               card=j.label(iid), player=pid)
    else:
        if inst.summoned_turn == b.turn:
            _act_flag(j, rooted, "ccs.quest.summoned-this-turn",
                      N_("{card} was summoned this turn and cannot go on a quest"), card=j.label(iid))
        if inst.tapped:
            _act_flag(j, rooted, "ccs.quest.tapped", N_("{card} is already tapped: a battler is tapped to go on a "
                                                        "quest"), card=j.label(iid))
        inst.tapped = True
        _stayed(j, iid)
    card = guessed = ev.card
    seat = b.seat(pid)
    if card is None and ev.name is None and seat.known_order and seat.hand and in_play:
        # The deck order is known, so the log knows the card: leaving it out is flagged, once; the quest is carried
        # out as recorded, with the first card of the hand, so the reveal of its quest card later follows from it.
        j.flag("ccs.log.unknown-card", N_("the event does not say which card {player} used for {what}"), player=pid,
               what=_THE_QUEST_CARD)
        card = guessed = seat.hand[0]
    elif card is None and ev.name is None and not seat.known_order and seat.hand:
        # A paper log: the quest card goes on face down, so the log may not know which it is; no fault. The engine
        # takes the first hidden card of the hand (else the first card) and says which (docs/log-format.md, Events).
        card = guessed = next((x for x in seat.hand if b.cards[x].name is None), seat.hand[0])
        note(b, N_("seq {seq}: the log does not say which card of {player}'s hand went face down on {battler} as its "
                   "quest card: the engine takes {card}; later events name it {card}"),
             seq=ev.seq, player=pid, battler=j.label(iid), card=card)
    if ev.card is not None and ev.card in b.legion_hidden and ev.name is not None and _is_action_name(b, ev.name):
        # A card a Legion ability discarded unnamed, given as an action card: that ability draws only a battler, so it
        # stayed in the discard pile, and is not in the hand (flagged below, the one fault; carried out as recorded)
        # (docs/chrono-clash-icons.md, Readings: "A card a Legion ability discarded, unnamed").
        j.touch(b)
        b.legion_hidden = tuple(x for x in b.legion_hidden if x != ev.card)
    if _named_other(j, pid, ev.card, ev.name):
        # The id of a card no longer in the hand, given with another name a hidden hand card may be: the id is the
        # log's slip (flagged, the one fault), and the quest card is the one the name says, from the hand.
        j.flag("ccs.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"), card=ev.card,
               name=ev.name, actual=b.cards[ev.card].name)
        card = guessed = None
    # An extra deck card an unnamed card of theirs may have drawn is taken as drawn then, as for a summon or an action
    # ("place any card from your hand face down on top of it"; docs/log-format.md, Paper table).
    _unseen_extra(j, ev)
    card = _card(j, pid, card, ev.name, ("hand",), _THE_QUEST_CARD)
    if card is None:
        return
    if b.drew_unseen and b.cards[card].zone == "deck":
        _drawn_unseen(j, pid, card, True)
    if b.may_have_left and b.cards[card].zone == "quest":
        _quest_card_back(j, card)
    if b.cards[card].zone != "hand" or b.cards[card].owner != pid:
        j.flag("ccs.quest.card-not-in-hand", N_("{card} is not in {player}'s hand"), card=j.label(card), player=pid)
    if not in_play or card == iid:
        return
    j._detach(card)
    b.cards[card].zone = "quest"
    if guessed is not None and guessed != ev.card:
        b.quest_guessed += (card,)
    # "place any card from your hand face down on top of it" (fr « au-dessus de lui »): a second quest card, after
    # an untap, goes on top of the first, so the pile reads top first, as a guardian stack does (quest[0] is the
    # card an attack reveals first; docs/chrono-clash-icons.md, Readings: "Two quest cards on one battler").
    inst.quest = (card,) + inst.quest
    if any(v.rule.startswith("ccs.quest.") or v.rule in _QUEST_ACT_RULES for v in j.found[start:]):
        b.flagged_quest += ((card, ev.seq),)
    _cut_use(b, QuestStarted(seq=ev.seq, player=pid, battler=iid, card=card))


def _act_flag(j: Judge, rooted: list[bool], rule: str, text: Text, **kw: Any) -> None:
    """Flag what the battler of a quest or tap ability could not do, the act's one fault: only the first such (the
    root a judge names first), none after ``ccs.gauge.turn-over`` (``rooted`` starts True then); the others are what
    follows from the same act (``Judge.moot``: not flagged, the act carried out as recorded all the same)
    (docs/chrono-clash-icons.md, Readings: "A card played after the turn is over")."""
    if rooted[0]:
        j.moot += (rule,)
        return
    rooted[0] = True
    j.flag(rule, text, **kw)


def _turn_over_flagged(j: Judge, start: int) -> list[bool]:
    """[True] when ``_main_action`` flagged this act as played after the turn was over (from ``j.found[start:]``)."""
    return [any(v.rule == "ccs.gauge.turn-over" for v in j.found[start:])]


#: The flag of an ability's choice the log leaves out (abilities._select), outside a summon.
_CHOICE_LEFT_OUT = ab.CHOICE_LEFT_OUT


def on_tap(j: Judge, ev: TapAbilityActivated) -> None:
    b = j.board
    pid = ev.player
    start = len(j.found)
    _main_action(j, ev, _USED_A_TAP_ABILITY)
    rooted = _turn_over_flagged(j, start)
    iid = ev.battler
    inst = b.cards.get(iid)
    if inst is None or inst.zone != "battlefield" or inst.owner != pid:
        _act_flag(j, rooted, "ccs.tap.not-your-battler", N_("{card} is not one of {player}'s battlers in play"),
                  card=j.label(iid), player=pid)
        if inst is not None and inst.owner == pid and not _hidden(b, iid) and ab.triggered(b, iid, "tap"):
            # Its own battler, out of play: the use stood at the table (the one fault, flagged), and what its ability
            # did there stands (a card drawn is in the hand, for the events after it), as an attack with a battler not
            # in play is carried on as recorded; the battler itself is not tapped (docs/chrono-clash-icons.md,
            # Readings: "An attack with a battler not in play").
            targets = deque(ev.targets)
            mark = len(j.found)
            _resolve_lines(j, pid, iid, ab.triggered(b, iid, "tap"), targets, tap=True)
            _leftover(j, targets, iid)
            # Its targets judged after the use's one fault (a battler that could not use it): what follows from the
            # same act (a tapped target, "This battler can't target a tapped battler."; a target not in play, or
            # none named, ccs.ability.target), not flagged again, as after a turn over (rooted, below), at every
            # such use.
            later = [v for v in j.found[mark:] if v.seq == ev.seq
                     and (v.rule.startswith("ccs.tap.") or v.rule in ab.CHOICE_RULES)]
            j.moot += tuple(v.rule for v in later)
            j.found[mark:] = [v for v in j.found[mark:] if v not in later]
        return
    lines = ab.triggered(b, iid, "tap")
    if not lines and not _hidden(b, iid):  # a battler the log never named may have one
        _act_flag(j, rooted, "ccs.tap.no-tap-ability", N_("{card} has no tap ability"), card=j.label(iid))
    if inst.summoned_turn == b.turn:
        _act_flag(j, rooted, "ccs.tap.summoned-this-turn",
                  N_("{card} was summoned this turn and cannot use its tap ability"), card=j.label(iid))
    was_tapped = inst.tapped
    if inst.tapped:
        _act_flag(j, rooted, "ccs.tap.tapped", N_("{card} is already tapped"), card=j.label(iid))
    if ab.has(b, iid, "cant-attack"):
        # "Any time you can attack with this battler, you can tap it instead" (fr "auriez pu attaquer", it
        # "Quando potresti attaccare"): a battler that can't attack never could, as for Transform's "could
        # attack" (docs/chrono-clash-icons.md, Readings).
        _act_flag(j, rooted, "ccs.tap.tapped", N_("{card} can't attack, so it cannot use its tap ability: a battler is "
                                                  "tapped for its tap ability only when it could attack instead"),
                  card=j.label(iid))
    inst.tapped = True
    _stayed(j, iid)
    _cut_use(b, ev)
    if was_tapped:
        # "Whenever this battler is tapped to activate their tap ability, gain 1 time" (fr « Lorsque ce battler est
        # engagé »): one already tapped is not tapped by it, so no time is gained; its ability is carried out as
        # recorded (ccs.tap.tapped, the one fault) (docs/chrono-clash-icons.md, Readings: "A tap ability of a battler
        # already tapped").
        pass
    elif ab.has(b, iid, "tap-gain-time"):
        j.gain_time(pid, 1)
    elif _hidden(b, iid):
        _may_gain(j, pid, _hidden_most(b, iid, "tap-gain-time"))  # it may gain time when tapped (Harbor Sentry)
    if _hidden(b, iid):
        _unseen_acts(j, iid, "tap")  # it may draw when tapped (Deep Oracle)
    targets = deque(ev.targets)
    mark = len(j.found)
    _resolve_lines(j, pid, iid, lines, targets, tap=True)
    _leftover(j, targets, iid)
    held = [v for v in j.found[mark:] if v.template == _CHOICE_LEFT_OUT]
    if not ev.targets and held and not rooted[0] and b.unchosen_flags is None:
        # Held until the next event: the choice given by a TriggerResolved of this battler right after it is the tap
        # ability's, written as its own event (on_trigger), as for a summon ability's; else they are said then (step,
        # finish).
        j.found[mark:] = [v for v in j.found[mark:] if v.template != _CHOICE_LEFT_OUT]
        b.unchosen_flags = (ev.seq, held)
        b.unchosen_tap = (pid, iid)
    else:
        _act_echo(j, pid, iid, lines, ev.targets, "tap")
    if rooted[0]:
        # The ability's own targets judged after the act's one fault (the turn over, or a battler that could not use
        # it): what follows from the same act, not flagged again (carried out as recorded all the same).
        later = [v for v in j.found[mark:] if v.seq == ev.seq and v.rule.startswith("ccs.tap.")]
        j.moot += tuple(v.rule for v in later)
        j.found[mark:] = [v for v in j.found[mark:] if v not in later]


def _summon_tap(j: Judge, ev: TapAbilityActivated, just: tuple[str, str] | None) -> bool:
    """A ``TapAbilityActivated`` right after the summon of a Sentinel or Taunt battler by the same player, the summon's
    ``tap`` left out, of that battler, which has no tap ability: the record of the summon's optional tap (Sentinel:
    "You may tap this battler when you summon it"; Taunt: "When you summon this battler, you may tap it"), not a tap
    ability used: it is tapped as it was summoned, with a note, nothing flagged (docs/chrono-clash-icons.md, Readings:
    "A Sentinel's tap on summon recorded as a tap ability")."""
    b = j.board
    if just is None or (ev.player, ev.battler) != just or ev.targets:
        return False
    iid = ev.battler
    inst = b.cards.get(iid)
    if (inst is None or inst.zone != "battlefield" or inst.tapped or inst.summoned_turn != b.turn
            or ab.triggered(b, iid, "tap") or ab.has(b, iid, "tap-gain-time")):
        return False
    inst.tapped = True
    b.last_action = None
    if ab.has(b, iid, "sentinel"):
        note(b, N_("seq {seq}: {card} has no tap ability: its tap recorded right after its summon is Sentinel's tap as "
                   "it is summoned (\"You may tap this battler when you summon it\"), left out of the summon; it is "
                   "tapped, nothing more"), seq=ev.seq, card=j.label(iid))
    else:
        note(b, N_("seq {seq}: {card} has no tap ability: its tap recorded right after its summon is Taunt's tap as it "
                   "is summoned (\"When you summon this battler, you may tap it\"), left out of the summon; it is "
                   "tapped, nothing more"), seq=ev.seq, card=j.label(iid))
    return True


def on_transform(j: Judge, ev: Transformed) -> None:
    b = j.board
    pid = ev.player
    _main_action(j, ev, _TRANSFORMED)
    iid = _card(j, pid, ev.card, ev.name, ("hand",), _TRANSFORM, played=True)
    ret = ev.returned
    rinst = b.cards.get(ret)
    if rinst is None or rinst.zone != "battlefield" or rinst.owner != pid:
        j.flag("ccs.transform", N_("{ret} is not one of {player}'s battlers in play"), ret=j.label(ret), player=pid)
        return
    if (rinst.tapped or (rinst.summoned_turn == b.turn and not ab.has(b, ret, "quick") and not _may_be_quick(b, ret))
            or ab.has(b, ret, "cant-attack")):
        j.flag("ccs.transform", N_("{ret} could not attack, so it cannot be used to Transform"), ret=j.label(ret))
    if iid is None:
        return
    if b.cards[iid].zone != "hand" or b.cards[iid].owner != pid:
        j.flag("ccs.summon.not-in-hand", N_("{card} is not in {player}'s hand"), card=j.label(iid), player=pid)
        return
    if b.cards[iid].name is None and b.card_def(iid) is None:
        _unnamed(j, iid)  # the log never names it: flagged once; it may have Transform
    elif not ab.has(b, iid, "transform"):
        j.flag("ccs.transform", N_("{card} has no Transform ability"), card=j.label(iid))
    rinst.tapped = True
    j.return_to_hand(ret)
    j.pay_for(pid, max(0, ab.cost(b, iid) - _spend_leader(b.seat(pid))))
    j.move(iid, pid, "battlefield")
    inst = b.cards[iid]
    inst.summoned_turn = b.turn
    inst.attack_ok = True
    b.eot.add(iid)
    b.must_attack = iid
    # "A card that was summoned using transform" is summoned: its summon ability, Time Threshold included.
    _summon_abilities(j, pid, iid, ev.targets, summoned=False)  # its choices are in Transformed.targets


def _needless_pass(j: Judge, ev: Passed) -> None:
    """A pass right after the counter ended the player's turn, before anything else: "you can't play cards any more"
    speaks of cards, and the pass changes nothing; a note, the counter staying where the turn finished
    (docs/chrono-clash-icons.md, Readings: "A pass after the counter ended the turn")."""
    note(j.board, N_("seq {seq}: the counter had ended {player}'s turn: the pass changes nothing"),
         seq=ev.seq, player=ev.player)


def on_passed(j: Judge, ev: Passed) -> None:
    b = j.board
    if ev.player != b.active:
        if b.turn_ended_by == "gauge" and b.step == "draw" and not b.drift_from and ev.player in b.by_id \
                and b.next_seat(ev.player).id == b.active:
            _needless_pass(j, ev)  # the pass of the player whose turn the counter ended, before anything else
        elif b.turn_ended_by == "gauge" and b.step == "draw":
            j.flag("ccs.gauge.turn-over", N_("{player} passed, but their turn had already ended on the gauge"), player=ev.player)
            _drifted(j)
        else:
            j.flag("ccs.turn.not-your-turn", N_("{player} passed during {active}'s turn"), player=ev.player, active=b.active)
            _slipped_pass(j, ev)
        return
    if (j.turn_over() and not b.pending and b.attack is None and b.must_attack is None and b.step != "draw"
            and not _table_counter(j)):
        # "you can't play cards any more": a pass plays no card, and changes nothing, whether the counter ended the
        # turn by a card played within it or past it (flagged there, the one fault), in this turn or after cards were
        # played past the gauge in a turn before (docs/chrono-clash-icons.md, Readings: "A pass after the counter
        # ended the turn").
        _needless_pass(j, ev)
        j.end_turn(passed=False)
        return
    if b.step == "draw" and _drawn_ahead(j, ev.player):
        pass  # the turn's draw, recorded early in the turn before: made
    elif b.step == "draw":
        j.flag("ccs.turn.draw-step", N_("{player} passed before drawing the turn's card"), player=ev.player)
        seat = b.seat(ev.player)
        # A paper log (the deck order unknown) records what was drawn: a turn passed without its draw drew nothing,
        # and the card on top stays there for the next draw (docs/chrono-clash-icons.md, Readings: "A turn passed
        # without its draw").
        if seat.deck and seat.known_order:
            b.early_taken = (ev.player, seat.deck[0])  # a draw of it after the pass is this draw recorded late
            j.move(seat.deck[0], ev.player, "hand")
        elif seat.deck and not b.pending and b.attack is None and b.must_attack is None:
            b.undrawn_pass = (ev.player, _keep_board(b))  # their draw next: the pass was recorded before it (step)
    if b.pending and not all(p.optional for p in b.pending):
        owed = next(p for p in b.pending if not p.optional)  # charged to the trigger's controller, who owes its choice
        j.flag("ccs.ability.pending", N_("{player} passed while an ability was still to be resolved"), by=owed.controller, player=ev.player)
    b.pending.clear()
    if b.attack is not None and b.attack.maybe_late:
        _late_after_all(j)
    if b.attack is not None and _twice_was_next(j):
        pass  # the attack finished by the reveal the log gave the wrong id
    elif b.attack is not None:
        att = b.attack
        if not _out_of_turn(b, att):
            j.flag("ccs.attack.unfinished", N_("{player} passed while an attack still had guardians to reveal"), player=ev.player)
        if not att.ghost and not att.as_recorded and not att.stopped:
            b.cut_attack = (att.attacker, att.defender, att.questing, att.remaining)
            _cut_owed(b, att)
        _end_attack(j)
    if b.must_attack is not None and _sneak_unowed(j):
        pass
    elif b.must_attack is not None:
        j.flag("ccs.attack.must-attack", N_("{must_attack} had to attack at once"), must_attack=j.label(b.must_attack))
        _forced_attack_missed(j)
        if j.turn_over():  # paying had ended the turn: it passes on the gauge, as after the attack
            j.end_turn(passed=False)
            return
    j.end_turn(passed=True)


def _kind_of(b: Board, source: str) -> str:
    """The trigger of the ability of ``source`` the engine resolved by itself: its summon ability when it is in play,
    else (a Destroyed or Quest Complete ability, or one of a card that left) the first trigger it has."""
    inst = b.cards.get(source)
    if inst is not None and inst.zone == "battlefield" and ab.triggered(b, source, "summon"):
        return "summon"
    for kind in ("destroyed", "quest-complete", "attack", "summon"):
        if ab.triggered(b, source, kind):
            return kind
    return "summon"


def _trigger_slipped_name(j: Judge, ev: TriggerResolved, p: Pending) -> TriggerResolved:
    """A ``TriggerResolved`` under another player's name of a trigger that waits for its controller (``p``): the log's
    slip of the name, the one fault (``ccs.ability.no-pending``, as written: nothing waited for the player it names),
    and the trigger is resolved as its controller's, as at the table (docs/chrono-clash-icons.md, Readings: "An event
    under the wrong player's name")."""
    j.flag("ccs.ability.no-pending", N_("the log names {player}, but the {kind} ability of {source} is {controller}'s "
                                        "to resolve: it is taken as {controller}'s"),
           player=ev.player, kind=term(p.kind, "ability"), source=j.label(ev.source), controller=p.controller,
           read_as=p.controller)
    note(j.board, N_("seq {seq}: the log names {player}, but the cards of this event are {active}'s and it is legal for "
                     "{active}: it is taken as {active}'s, the name a slip of the log"),
         seq=ev.seq, player=ev.player, active=p.controller)
    ev = _replace(ev, player=p.controller)
    j.event = ev
    return ev


def _chosen_discard(j: Judge, ev: TriggerResolved, p: Pending) -> bool:
    """A ``TriggerResolved`` under the name of an opponent of the controller of a waiting trigger whose chosen opponent
    discards (Shadow Stalker: "a chosen opponent discards a card"), naming only cards of that opponent's hand (or
    nothing, or that opponent first): the record of that opponent's discard for it, as a table says it ("alice
    discards"), not a slip: the trigger is resolved as its controller's, that opponent the one chosen, with a note,
    nothing flagged (docs/chrono-clash-icons.md, Readings: "A chosen opponent's discard recorded under their name").
    Anything else under another name stays the slip of ``_trigger_slipped_name``."""
    from .icons import parse_ability

    b = j.board
    if not p.ability:  # (a Legion or Reinforcements: no icons of its own to resolve)
        return False
    line = parse_ability(p.ability)
    names = [ic.name for ic in line]
    if ("chosen-opponent" not in names or not any(ic.name == "draw" and (ic.n or 0) < 0 for ic in line)
            or ev.declined or ev.name is not None or not any(s.id == ev.player for s in b.opponents(p.controller))):
        return False
    cards = list(ev.targets)
    if cards and cards[0] == ev.player:
        cards = cards[1:]
    seat = b.seat(ev.player)
    if any(c not in seat.hand for c in cards):
        return False
    note(b, N_("seq {seq}: the log records the {kind} ability of {source} under {player}, the opponent who discards "
               "for it: it is {controller}'s ability, resolved with {player} as the chosen opponent"),
         seq=ev.seq, kind=term(p.kind, "ability"), source=j.label(ev.source), player=ev.player, controller=p.controller)
    j.event = _replace(ev, player=p.controller, targets=[ev.player, *cards])
    return True


def _discard_chosen_late(j: Judge, ev: TriggerResolved, done: tuple[str, str]) -> bool:
    """A ``TriggerResolved`` right after an attack whose ability's discard the log left out (``ccs.ability.choice``,
    flagged there: ``Board.unchosen_discard``), naming the card discarded: that choice, given here instead of in
    AttackDeclared.targets, the one slip; the card named is the one discarded (the card taken for it goes back to the
    hand), with a note (docs/chrono-clash-icons.md, Readings: "A discard the log names wrongly, or not at all")."""
    b = j.board
    got = b.unchosen_discard
    if got is not None and done == got[:2] and not ev.targets and not ev.declined:
        # Its own record of that choice, naming no card: the choice left out at the attack, the one slip (flagged
        # there, said now, before anything of this event's), not a second ability resolved.
        b.unchosen_discard = None
        held, b.unchosen_discard_flags = b.unchosen_discard_flags, None
        if held:
            j.found[:0] = held
        note(b, N_("seq {seq}: the TriggerResolved of {source} names no card for the discard its attack ability asks "
                   "of {player}: it records that choice, left out at the attack, not a second ability"),
             seq=ev.seq, source=j.label(got[1]), player=got[0])
        return True
    if got is None or done != got[:2] or not ev.targets or ev.declined:
        return False
    pid, source, taken = got
    card = ev.targets[0]
    seat = b.seat(pid)
    if len(ev.targets) != 1 or (card != taken and (card not in seat.hand or b.cards[taken].zone != "discard")):
        # Not one card of the hand: that choice, given here, is no legal one: ccs.ability.target, the card taken for
        # the discard staying discarded.
        b.unchosen_discard = None
        b.unchosen_discard_flags = None  # (the choice given, not a legal one: this is the one fault)
        j.flag("ccs.ability.target", N_("the discard for the attack ability of {source} is given here as {cards}, "
                                        "which is not one card of {player}'s hand"), source=j.label(source),
               cards=listing([j.label(x) for x in ev.targets]), player=pid)
        return True
    b.unchosen_discard = None
    b.unchosen_discard_flags = None  # the choice, given here: the note below
    j._unguess(taken)
    if card != taken:
        j.move(taken, pid, "hand")
        j.move(card, pid, "discard")
    note(b, N_("seq {seq}: the card {player} discarded for the attack ability of {source} is given here, not in the "
               "attack's targets: {card}"), seq=ev.seq, player=pid, source=j.label(source),
         card=j.label(card))
    return True


def _act_echo(j: Judge, pid: str, iid: str, lines: list, chosen, kind: str) -> None:
    """The attack or tap ability of ``iid`` just resolved with the log's ``chosen`` targets (``Board.act_echo``): a
    ``TriggerResolved`` of it right after, naming nothing, those targets, or the opponent it acted on, records it,
    once (docs/log-format.md, TriggerResolved), as for a summon ability. Not where its discard's choice is still
    awaited (``Board.unchosen_discard``: that record is the choice, engine._discard_chosen_late)."""
    b = j.board
    d = b.card_def(iid)
    if not lines or d is None or not d.modelled or _hidden(b, iid):
        return
    if b.unchosen_discard is not None and b.unchosen_discard[1] == iid:
        return
    took = tuple(chosen)
    if j.attacked is not None and any(ic.name == "chosen-opponent" for line in lines for ic in line):
        took += (j.attacked,)  # the opponent the ability acted on, left out of the targets (one choice, or the one
        # attacked: docs/chrono-clash-icons.md, Readings: "A chosen opponent the log leaves out")
    b.act_echo = (pid, iid, took, kind, j.event.seq)


#: The note for a tap or summon ability's choice given by the TriggerResolved after it (``on_trigger``).
_CHOICE_GIVEN_LATE = {
    "tap": N_("seq {seq}: the choice of {source}'s tap ability is given by the TriggerResolved at seq {at}, not in "
              "TapAbilityActivated.targets: it is read as the tap ability's choice"),
    "summon": N_("seq {seq}: the choice of {source}'s summon ability is given by the TriggerResolved at seq {at}, not "
                 "in BattlerSummoned.targets: it is read as the summon's choice"),
}


def on_trigger(j: Judge, ev: TriggerResolved) -> None:
    b = j.board
    p = next((x for x in b.pending if x.controller == ev.player and x.source == ev.source), None)
    if p is None:
        done = (ev.player, ev.source)
        if done in b.resolved_alone and not ev.targets and not ev.declined:
            b.resolved_alone.remove(done)  # it records a trigger the engine resolved itself, as it asked for no choice
            if done == b.guardian_echo:
                # The guardian ability the reveal resolved ("your opponent has the option to resolve it now"),
                # recorded again: accepted once (docs/log-format.md, TriggerResolved).
                b.guardian_echo = None
                note(b, N_("seq {seq}: the TriggerResolved of {source} records the guardian ability its reveal "
                           "resolved: nothing more happens"), seq=ev.seq, source=j.label(ev.source))
            return
        echo = b.summon_echo
        if (echo is not None and done == echo[:2] and not ev.declined
                and (not ev.targets or tuple(ev.targets) == echo[2])):
            b.summon_echo = None  # it records the summon ability resolved with BattlerSummoned.targets' choices
            return
        if ev.declined and (done in b.resolved_alone or (echo is not None and done == echo[:2])):
            # A mandatory ability the engine resolved already (a summon ability): it is not optional, and declining
            # it is the one fault; it stays resolved.
            if done in b.resolved_alone:
                b.resolved_alone.remove(done)
            else:
                b.summon_echo = None
            j.flag("ccs.ability.pending", N_("the {kind} ability of {source} must be resolved; it cannot be declined"),
                   kind=term(_kind_of(b, ev.source), "ability"), source=j.label(ev.source))
            return
        if _discard_chosen_late(j, ev, done):
            return
        if done == b.unowed_summon and (ev.declined or not ev.targets):
            # The summon ability whose choice was not owed, resolved at its summon with none: declined here, or
            # recorded naming nothing, it chooses nothing, as it did: lawful, nothing more happens.
            b.unowed_summon = None
            note(b, N_("seq {seq}: the TriggerResolved of {source} chooses nothing for its summon ability, whose "
                       "choice was not owed at seq {at} (no battler in play meets its condition in every manual's "
                       "wording): nothing more happens"), seq=ev.seq,
                 source=j.label(ev.source), at=j.seq_before)
            return
        if done == b.unowed_summon:
            b.unowed_summon = None
            b.unchosen_summon = done  # the choice it might make, given here: read as the summon's (below)
        late = "tap" if done == b.unchosen_tap else "summon" if done == b.unchosen_summon else None
        if late is not None and ev.declined:
            # The summon or tap ability whose choice its event left out (flagged there), declined right after it: the
            # same one decision, not to resolve it, written as its own event: no second fault (the ability resolves
            # none of its icons, as at the event).
            if late == "tap":
                b.unchosen_tap = None
            else:
                b.unchosen_summon = None
            note(b, N_("seq {seq}: the TriggerResolved of {source} declines its {kind} ability, whose choice the log "
                       "left out at seq {at}: the same decision, flagged there once"), seq=ev.seq,
                 source=j.label(ev.source), kind=term(late, "ability"), at=j.seq_before)
            return
        if late is not None and ev.targets and not ev.declined:
            # The tap or summon ability's choice, given here instead of in the event's targets (the seed: "If it has
            # a summon trigger, resolve it now"; the choice written as its own event): that ability's choice, a
            # note; the ability resolves now with it, as recorded (a target it could not choose is flagged here,
            # the one fault). (Where the event's flag was not held, it was said there, the one slip.)
            if late == "tap":
                b.unchosen_tap = None
            else:
                b.unchosen_summon = None
            held, b.unchosen_flags = b.unchosen_flags, None
            if held is not None:
                note(b, _CHOICE_GIVEN_LATE[late], seq=held[0], source=j.label(ev.source), at=ev.seq)
            targets = deque(ev.targets)
            lines = [line for line in ab.triggered(b, ev.source, late) if ab.needs_choice(line)]
            before = len(j.found)
            _resolve_lines(j, ev.player, ev.source, lines, targets, tap=late == "tap")
            if late == "summon":
                # Past its Time Threshold, the second resolution too, with the choices given here (docs/chrono-clash-
                # icons.md, Readings: "Time Threshold: the second resolution's choices").
                targets = _threshold_again(j, ev.player, ev.source, lines, list(ev.targets), targets, before)
            _leftover(j, targets, ev.source)
            return
        act = b.act_echo
        if (act is not None and done == act[:2] and not ev.declined
                and (act[2] is None or all(t in act[2] for t in ev.targets))):
            # It records the attack or tap ability resolved with its event's choices (or an unmodelled summon
            # ability, whose choices the table made): accepted once, nothing more happens.
            b.act_echo = None
            if act[2] is None:
                note(b, N_("seq {seq}: the TriggerResolved of {source} records its summon ability, which is not "
                           "modelled: its choices are taken as the table made them, and the log records what it did"),
                     seq=ev.seq, source=j.label(ev.source))
            else:
                note(b, N_("seq {seq}: the TriggerResolved of {source} records its {kind} ability, carried out "
                           "already at seq {at}: nothing more happens"), seq=ev.seq, source=j.label(ev.source),
                     kind=term(act[3], "ability"), at=act[4])
            return
        if b.forgotten is not None and b.forgotten[0] == ev.player and _forgotten_attacker(j, ev.source, True):
            # a trigger of the battle of the attack the log left out: its attacker shown, the battle fought
            p = next((x for x in b.pending if x.controller == ev.player and x.source == ev.source), None)
        if p is None:
            p = next((x for x in b.pending if x.source == ev.source and x.controller != ev.player), None)
            if p is not None and _chosen_discard(j, ev, p):
                ev = j.event
            elif p is not None:
                ev = _trigger_slipped_name(j, ev, p)
        if p is None and _was_guardian(b, ev.source):
            # The battler's own triggered ability (its Destroyed trigger), resolved after it was revealed as a guardian
            # and put away: it was never in the battlefield, so its abilities do not take effect.
            j.flag("ccs.guardian.abilities-ignored",
                   N_("{source} was revealed as a guardian at seq {at}, not in the battlefield: its abilities other "
                      "than its guardian ability do not take effect, so nothing of it is waiting for {player} to "
                      "resolve"), source=j.label(ev.source), at=b.cards[ev.source].came_seq, player=ev.player)
            return
        if p is None:
            j.flag("ccs.ability.no-pending", N_("no ability of {source} is waiting for {player} to resolve it"),
                   source=j.label(ev.source), player=ev.player)
            return
    if (p.kind == "reinforcements" and not ev.declined and ev.name is not None and b.cards[p.source].name is None
            and b.card_def(p.source) is None):
        # A card revealed for a battler the log never named whose Legion abilities (of the most its list allows) are
        # all used: its Reinforcements, only a reading of what it may be, is logged as a summon, not as this; nothing
        # waits for this reveal (docs/chrono-clash-icons.md, Readings: "A card played under a name its deck list
        # lacks").
        j.flag("ccs.ability.no-pending", N_("no ability of {source} is waiting for {player} to resolve it"),
               source=j.label(ev.source), player=ev.player)
        return
    if p.kind == "reinforcements" and not ev.declined:
        # The trigger recorded before its summon, as the event table lists TriggerResolved for a triggered ability
        # that asks for a choice: it still waits; the next event says whether its summon follows (_reinforcements_said).
        j0 = Judge(b, ev)
        j0.flag("ccs.summon.reinforcements", N_("a Reinforcements summon is logged as BattlerSummoned with mode "
                                                "\"reinforcements\""))
        b.reinforce_said = (ev.player, p.source, ev.seq, j0.found)
        return
    b.pending.remove(p)
    if p.kind in ("legion", "reinforcements") and not ev.declined:
        _destroyed_after_all(j, p.source, p.group)
    if ev.declined:
        if not p.optional:
            j.flag("ccs.ability.pending", N_("the {kind} ability of {source} must be resolved; it cannot be declined"), kind=term(p.kind, "ability"), source=j.label(p.source))
        return
    seat = b.seat(ev.player)
    if p.kind == "legion":
        if seat.deck:
            top = seat.deck[0]
            known = b.cards[top].name
            if ev.name is not None and known is None and _pool_of(seat, top).get(ev.name, 0) <= 0:
                # A name the deck list has no copy of left: flagged, and the card stays hidden (not taken as the
                # card the log names), so the event that takes it from the hand later names it (as on_drawn does).
                _no_copy(j, ev.player, ev.name)
                b.legion_hidden += (top,)
            elif ev.name is not None and known is None:  # a paper log names the card it reveals
                _bind(j, seat, top, ev.name)
            elif ev.name is not None and ev.name != known:
                j.flag("ccs.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"), card=top,
                       name=ev.name, actual=known)
            elif known is None:
                note(b, N_("seq {seq}: the log does not name the card the Legion ability of {source} discarded from "
                           "the top of the deck (TriggerResolved's name): whether it was a battler, drawn into the "
                           "hand, cannot be known, so it stays in the discard pile"), seq=ev.seq,
                     source=j.label(p.source))
                b.legion_hidden += (top,)
            j.move(top, ev.player, "discard")
            d = b.card_def(top)
            if d is not None and d.type == "battler":
                j.move(top, ev.player, "hand")
                b.ability_drew.append((ev.player, top, p.source))  # "draw it": a CardDrawn may record it (_ability_draw)
            elif d is not None:  # not drawn: a CardDrawn naming it just after is the log's slip (_ability_draw)
                b.ability_drew.append((ev.player, top, p.source))
        return
    if p.kind == "reinforcements":
        j.flag("ccs.summon.reinforcements", N_("a Reinforcements summon is logged as BattlerSummoned with mode \"reinforcements\""))
        return
    targets = deque(ev.targets)
    from .icons import parse_ability
    ab.resolve(j, ev.player, p.source, parse_ability(p.ability), targets, temporary=True)
    _leftover(j, targets, p.source)


#: The words an EffectRecorded may give, as written in a log: each effect and modifier icon (a number in brackets
#: where it takes one).
_EFFECT_WORDS = {n: (f"{n}(+N)" if n in MODIFIERS else f"{n}(N)") if n in NUMBERED else n
                 for n in sorted((EFFECTS | MODIFIERS) - {"gains"})}




def _effect_echo(b: Board, ev: EffectRecorded) -> bool | None:
    """``ev`` repeats an effect icon of an ability of its (modelled) source that the engine resolved since the last
    decision (``Board.resolved_alone``, ``summon_echo``): the same icon, the same number; None when it is such an
    icon but recorded once more than the card's abilities have it (``Board.effect_echoed``)."""
    src = ev.source
    if src not in b.cards or b.card_def(src) is None or not b.card_def(src).modelled:
        return False
    if (ev.player, src) not in b.resolved_alone and (b.summon_echo is None or b.summon_echo[:2] != (ev.player, src)):
        return False
    try:
        icon = parse_token(ev.effect)
    except IconError:
        return False
    have = sum(ic.name == icon.name and ic.n == icon.n for line in b.parsed.get(b.cards[src].name, ()) for ic in line)
    key = (ev.player, src, f"{icon.name}({icon.n})")
    if not have:
        return False
    if b.effect_echoed.count(key) >= have:  # each recorded already
        return None
    b.effect_echoed += (key,)
    return True


def on_effect(j: Judge, ev: EffectRecorded) -> None:
    """An effect of unmodelled card text, as the log records it (or, with no ``source``, a judge's ruling).

    A ``source`` whose abilities the engine carries out itself is flagged (a recorded effect would come on
    top of them, or stand for what the card never did); the effect is applied all the same, as recorded."""
    b = j.board
    echo = _effect_echo(b, ev) if ev.source is not None else False
    if echo is None:
        # Recorded once more than the card's abilities have it: the effect-source fault, once; the later events are
        # the table's with the effect carried out as often as the ability has it, so not applied again.
        j.flag("ccs.log.effect-source", N_("the effect {effect} is recorded again for {source}: its abilities have it "
                                           "only as often as it was recorded already, and the engine carried it out; "
                                           "not applied again"), effect=ev.effect, source=j.label(ev.source))
        return
    if echo:
        # What the engine resolved just now for that card (a guardian revealed with ``resolve``, a trigger it resolved
        # by itself, a summon ability), recorded again: a record of it, not a second effect (docs/log-format.md,
        # EffectRecorded).
        note(b, N_("seq {seq}: the effect {effect} recorded for {source} is what the engine carried out already for "
                   "that card's ability: recorded only, not applied a second time"), seq=ev.seq, effect=ev.effect,
             source=j.label(ev.source))
        return
    if (ev.source is None and ev.targets and ev.effect.strip() == "destroy"
            and all(t in j.destroyed_before and b.cards[t].zone != "battlefield" for t in ev.targets)):
        # A judge's record that restates what the event before did (a battle lost, a tie): the battlers it names
        # were destroyed there, and are no longer in play; no ability is involved: a note, nothing more happens.
        note(b, N_("seq {seq}: the recorded effect destroy names {cards}, destroyed just before (seq {at}): it restates "
                   "the board, nothing more happens"), seq=ev.seq, cards=listing([j.label(t) for t in ev.targets]),
             at=j.seq_before)
        return
    b.unmodelled += 1
    if ev.source is not None:
        d = b.card_def(ev.source)
        if d is not None and d.modelled:
            j.flag("ccs.log.effect-source", N_("an effect is recorded for {source}, whose abilities the engine "
                                               "carries out itself: only what unmodelled card text did is "
                                               "recorded"), source=j.label(ev.source))
    try:
        icon = parse_token(ev.effect)
    except IconError as exc:
        like = slip_of(ev.effect, _EFFECT_WORDS)
        if like is not None:
            # A slip of the log's writing ("Destroy", "destroy(1)"), not a breach of the rules by the player: said in
            # a note, and the effect is not applied, as FFTCG does (docs/log-format.md, EffectRecorded).
            note(b, N_("seq {seq}: effect {effect!r} is not one the engine applies; recorded only (did you mean "
                       "{known!r}?)"), seq=ev.seq, effect=ev.effect, known=like)
            return
        j.flag("ccs.ability.target", N_("the recorded effect {effect!r} is not an effect icon ({exc})"), effect=ev.effect, exc=str(exc))
        return
    if icon.family not in ("effect", "modifier") or icon.name == "gains":
        j.flag("ccs.ability.target", N_("the recorded effect {effect!r} is not an effect or modifier icon; record a "
                                        "gained ability as its effect on each target, e.g. strength(+2)"), effect=ev.effect)
        return
    players = {s.id for s in b.seats}
    if icon.name in ("draw", "guardians", "draw-extra"):
        # A player may be named first (whose cards); the rest are the discards chosen.
        subjects = [ev.targets[0]] if ev.targets and ev.targets[0] in players else []
        targets = deque(ev.targets[len(subjects):])
    else:
        subjects, targets = list(ev.targets), deque()
    try:
        ab._effect(j, ev.player, ev.source, icon, subjects, targets, True)
    except ab.Failed as why:
        j.flag("ccs.ability.all-or-nothing", N_("the recorded effect {effect} could not happen: {why}"), effect=ev.effect, why=why.why)


def on_conceded(j: Judge, ev: Conceded) -> None:
    j.eliminate(ev.player, msg(N_("{player} conceded"), player=ev.player))
    b = j.board
    if not b.over and b.active == ev.player:
        _leave_turn(j)


def _leave_turn(j: Judge) -> None:
    """The player whose turn it is is out of the game (conceded, or failed to draw): their turn ends there.

    The counter goes to the next player "on the number where your turn finished" when paying had ended
    it (the opponent's side), else on 3, as after a pass (the manual says nothing of a turn cut short)."""
    b = j.board
    b.attack = None
    b.pending.clear()
    b.must_attack = None
    if b.gauge <= -1:
        j.end_turn(passed=False)
    else:
        j.begin_turn(b.next_seat(b.active).id, PASS_GAUGE)


HANDLERS: dict[type, Callable[[Judge, Any], None]] = {
    CardDrawn: on_drawn,
    BattlerSummoned: on_summoned,
    ActionPlayed: on_action,
    AttackDeclared: on_attack,
    GuardianRevealed: on_guardian,
    QuestStarted: on_quest,
    TapAbilityActivated: on_tap,
    Transformed: on_transform,
    Passed: on_passed,
    TriggerResolved: on_trigger,
    EffectRecorded: on_effect,
    Conceded: on_conceded,
}

_CONTINUATIONS = (GuardianRevealed, TriggerResolved, EffectRecorded)
_CONTINUING = frozenset(_CONTINUATIONS)
_ANSWERS = frozenset((TriggerResolved, EffectRecorded))
#: What leaves the record of the triggers the engine resolved by itself (``Board.resolved_alone``) standing.
_RECORDING = frozenset((TriggerResolved, EffectRecorded, CardDrawn))


def _failed_draw(j: Judge, ev: CardDrawn, failed: tuple[str, ...]) -> list[Violation]:
    """``ev`` records the draw that failed at the start of its player's turn, which eliminated them ("A player is
    eliminated when they attempt to draw a card from their deck and fail to do so"): the loss itself, not an
    action after it. It gives no card. ``failed`` are the players whose draws failed one after the other as the
    engine ran their turns' starts (the next players' decks empty too): the records of those after ``ev``'s player
    may follow it, each its own loss (the game may be over by the last of them: recording it is no event after
    the end)."""
    rest = failed[failed.index(ev.player) + 1:]
    j.board.failed_draw = rest or None
    if ev.card is not None or ev.name is not None:
        j.flag("ccs.log.unknown-card", N_("{player}'s deck is empty: the draw at the start of their turn fails and "
                                          "gives no card, not {card}"), player=ev.player,
               card=j.label(ev.card) if ev.card is not None else repr(ev.name))
    return j.found


#: The rule a turn begun by the wrong player breaks with 3-4 players: "Whenever your turn ends, the counter is placed on
#: the Chrono Clash gauge of the player to your left" (with two, "ccs.turn.not-your-turn").
_ORDER_RULE = "ccs.turn.order-multiplayer"
_TURN_RULES = ("ccs.turn.not-your-turn", _ORDER_RULE)


def _took_the_turn(j: Judge, ev: CardDrawn, lost: tuple[str, str] | None = None) -> None:
    """A player draws to begin a turn that was another's (a turn skipped, or taken out of order): the one fault,
    flagged here, at the first event of that turn. The match goes on in the order played: the player who took the
    turn is the active player, on the counter the turn began with, and the next turn is the next player's to
    their left (docs/chrono-clash-icons.md, Readings: "A turn taken by the wrong player")."""
    b = j.board
    live = [s.id for s in b.seats if not s.eliminated]
    # (A match of 3-4 players, however many are still in: the turn goes to "the player to your left", the multiplayer
    # section's rule.)
    if lost is not None:
        # (player, taker): the turn right after the one ``taker`` took from ``player``, neither the next player's
        # nor ``player``'s played late: ``player``'s turn is lost for good, this draw's own fault.
        j.flag(_ORDER_RULE, N_("{player} drew a card during {active}'s turn; the turn of {skipped}, which {taker} took, "
                               "was never played"), player=ev.player, active=b.active, skipped=lost[0], taker=lost[1])
    else:
        j.flag(_ORDER_RULE if len(b.seats) > 2 else "ccs.turn.not-your-turn",
               N_("{player} drew a card during {active}'s turn"), player=ev.player, active=b.active)
    b.turn -= 1  # the same turn, begun by the player who took it
    began = b.gauge
    if len(live) > 2 and b.active in live and ev.player in live:
        # Had the taker not played yet in this round (they sit after the skipped player, before the first player)?
        rest, k = [], live.index(b.active)
        while live[k] != b.first or not rest:
            rest.append(live[k])
            k = (k + 1) % len(live)
            if live[k] == b.active:
                break
        b.turn_taken = (b.active, ev.player, b.turn + 1, ev.player in rest)
    before = live[live.index(b.active) - 1] if b.active in live else None
    # The turn before ended on the gauge and a third player takes the next one: the table may have counted the turn
    # skipped as passed, the counter then on 3 for the one who took it. Where it stands is a range, from where the
    # turn began to 3: the turn is over once it certainly is, and its end where it only may be is taken from the log.
    # (The player whose turn that was, drawing again, plays on the counter where they left it.)
    unsure = (b.turn_ended_by == "gauge" and not b.gauge_unknown and began < PASS_GAUGE and not b.over
              and ev.player != before)
    j.begin_turn(ev.player, began)
    if unsure and not b.over and b.active == ev.player:
        b.gauge_unknown = True
        b.gauge_low = b.gauge_deepest = began
        b.gauge = PASS_GAUGE


def _late_turn(j: Judge, ev: CardDrawn, taken: tuple[str, str, int, bool]) -> bool:
    """With 3-4 players, the player whose turn another took (``Board.turn_taken``, flagged then, the one fault) draws
    to begin the turn right after the taker's: they play the turn skipped late, not a second fault. When the taker
    had not played yet in that round, their turn came early: the two changed places, and the turn order is read from
    the log from there (the taker sitting before the player skipped); else the taker's was an extra turn and the
    order stays, the next turn the next player's after the one playing late. Read so, with a note
    (docs/chrono-clash-icons.md, Readings: "A turn taken by the wrong player")."""
    b = j.board
    player, taker, turn, moved = taken
    if not (ev.player == player and b.turn == turn + 1 and b.active not in (player, taker) and b.step == "draw"
            and b.turn_ended_by is not None and player in b.by_id and not b.by_id[player].eliminated
            and taker in b.by_id and not b.by_id[taker].eliminated):
        return False
    if moved:
        before = tuple(s.id for s in b.seats)
        seats = [s for s in b.seats if s.id != taker]
        k = next(i for i, s in enumerate(seats) if s.id == player)
        seats.insert(k, b.seat(taker))
        j.touch(b)
        _seated(b, seats)
        b.order_read = (b.order_read[0] if b.order_read is not None else before, ev.seq)
        # The round under way in the order read: its first player's turn up to this one, played in that order.
        live = [s.id for s in b.seats if not s.eliminated]
        b.round_turns = tuple(live[:live.index(player) + 1]) if player in live else ()
    order = ", ".join(s.id for s in b.seats)
    if moved:
        note(b, N_("seq {seq}: {player}, whose turn {taker} took (flagged there), draws right after {taker}'s turn: "
                   "{player} plays that turn late, and the turn order is read from the log from there ({order})"),
             seq=ev.seq, player=player, taker=taker, order=order)
    else:
        note(b, N_("seq {seq}: {player}, whose turn {taker} took (flagged there), draws right after {taker}'s turn: "
                   "{player} plays that turn late, and the turn order goes on from them ({order})"),
             seq=ev.seq, player=player, taker=taker, order=order)
    b.turn -= 1  # the turn the draw began, played by the one whose turn was skipped
    j.begin_turn(player, b.gauge)
    return True


def _order_back(j: Judge, ev: CardDrawn) -> bool | None:
    """A turn's draw, after a turn order read from the log (``Board.order_read``), by the player who comes next in the
    order before it, not in the order read: the table went back to that order, where the turn goes to "the player to
    your left"; no fault. That order stands again, with a note. Only where the round comes out whole in that order
    (``Board.round_turns``): else None, the draw a turn taken, its own fault (a player of the round left without a
    turn, or given a second)."""
    b = j.board
    before, at = b.order_read
    live = [s.id for s in b.seats if not s.eliminated]
    if b.active not in live or ev.player not in live or set(before) != {s.id for s in b.seats}:
        return False
    prev = live[live.index(b.active) - 1]  # the player whose turn just ended, in the order read
    order = [x for x in before if x in live]
    if prev not in order or order[(order.index(prev) + 1) % len(order)] != ev.player:
        return False
    # Only where the round comes out whole in the order before: the turns of the round under way, this draw's and the
    # rest of the round in that order give each player one turn, the round begun by its first player (at a round's
    # end, every player of the round having played once, the draw must begin the next). Else going back would leave a
    # player of the round without a turn, or give one a second: a fault of its own (the caller flags it).
    played = b.round_turns
    if len(played) == len(order) and set(played) == set(order):
        played = ()
    if played and played[-1] != prev:
        return False
    k = order.index(ev.player)
    whole = played + tuple(order[(k + i) % len(order)] for i in range(len(order) - len(played)))
    first = b.first if b.first in order else whole[0]
    if len(played) >= len(order) or set(whole) != set(order) or whole[0] != first:
        return None
    j.touch(b)
    _seated(b, [b.seat(x) for x in before])
    b.order_read = None
    b.round_turns = ()
    note(b, N_("seq {seq}: {player} draws after {other} as in the turn order before the one read from the log at seq "
               "{at} ({order}): the table went back to it; not a fault"),
         seq=ev.seq, player=ev.player, other=prev, at=at, order=", ".join(before))
    b.turn -= 1  # the turn the draw began, its player's in that order
    j.begin_turn(ev.player, b.gauge)
    return True


def _never_passed(j: Judge, ev: CardDrawn) -> None:
    """Another player draws to begin a turn while the active player's turn goes on (they drew, did not pass, and the
    counter did not end it): the pass the log left out. The one fault, flagged here; the turn is taken as passed
    (the next player begins on 3) and the match goes on in the order played, the player who drew taking the turn
    (docs/chrono-clash-icons.md, Readings: "A turn never passed")."""
    b = j.board
    j.flag("ccs.turn.not-your-turn", N_("{player} drew a card during {active}'s turn, which {active} never passed: "
                                        "the turn is taken as passed"), player=ev.player, active=b.active)
    drift = b.drift_from
    j.end_turn(passed=True)
    b.drift_from = drift  # a pass the engine assumes does not say where the table's counter stood
    if not b.over and b.active != ev.player:
        b.turn -= 1  # the turn after the pass, begun by the player who took it
        j.begin_turn(ev.player, b.gauge)


#: Fields of a board that a kept board (Board.turn_kept) leaves out: the set-up's shared ones, the memos and indexes
#: copy() rebuilds, and the notes and result, which only grow and are taken from the board it goes back into.
_NOT_KEPT = ("defs", "parsed", "statics", "readings", "kw", "by_id", "notes", "note_msgs", "result_msg", "show_at",
             "shown", "own_roots", "show_order")
_KEPT_BOARD = msgspec.msgpack.Decoder(Board)


def _keep_board(b: Board) -> bytes:
    """The board before a draw taken as the start of a turn the active player never passed (``_never_passed``)."""
    kept = b.copy()
    blank = {f: type(getattr(kept, f))() for f in _NOT_KEPT}
    return msgspec.msgpack.encode(_replace(kept, turn_kept=None, turn_may_kept=None, **blank))


def _show(b: Board, seq: int) -> None:
    """Event ``seq`` carried again as the reading the log keeps (a trial fold of :func:`kept`): the board after it."""
    if b.show_at and b.show_at == seq:
        b.shown = _keep_board(b)


def undecided(board: Board) -> bool:
    """Whether the verdict on an event stepped waits for a later one: a use of an attacker that guardians still owed
    would take out of play (``Board.cut_used``) is flagged at its own seq once a reveal shows they were fought
    (_fought_unseen). A reader judging one event alone (cli.walk.glance) then asks the whole match, and
    projections.causes steps on to that reveal."""
    return (bool(board.cut_used) or board.unchosen_flags is not None or board.unchosen_discard_flags is not None
            or board.reinforce_said is not None)


def held_flags(board: Board) -> bool:
    """Whether ``board`` holds a flag said at the next event unless that event answers it (a summon ability's choice
    BattlerSummoned.targets left out: ``Board.unchosen_flags``): the event stepped to it was not legal
    (projections.causes, selfplay); so too an attack ability's discard left out (``Board.unchosen_discard_flags``)."""
    return (board.unchosen_flags is not None or board.unchosen_discard_flags is not None
            or board.reinforce_said is not None)


def pending(board: Board) -> bool:
    """Whether the board after an event still follows a reading the next events may take back (a draw or an action
    taken as the start of the next player's turn: ``Board.turn_kept``, ``turn_may_kept``, ``draw_may_kept``): which
    one the log keeps, and so the board shown there, only the next events say (:func:`kept`)."""
    return (board.turn_kept is not None or board.turn_may_kept is not None or board.draw_may_kept is not None
            or board.sneak_kept is not None or board.presumed_out is not None or board.legion_draw_kept is not None
            or board.illegal_turn is not None or board.pilot_kept is not None or board.seats_unsure is not None
            or board.setup_kept is not None or _seats_may_read(board))


def _seats_may_read(board: Board) -> bool:
    """Whether the board is in the draw step of the turn after one a player took in another's first turn (flagged
    then: ``Board.seats_skipped``), of a player other than the one skipped: that one's draw next reads a turn order
    from the log (``Board.seats_unsure``), which a later draw may take back (:func:`kept`)."""
    sk = board.seats_skipped
    if sk is not None and board.step == "draw" and board.active != sk[0] and board.turn == sk[2] + 1:
        return True
    # (or the draw step after the turn of a player who drew for their first turn out of the listed order and played
    # on: a second such draw next reads a turn order from the log, in _seat_from_log)
    doubt = board.seats_doubt
    return doubt is not None and doubt[1] and board.step == "draw" and bool(board.seats_open)


#: How many events after a board :func:`kept` reads at most, while a turn order read from the log may be taken back
#: (``Board.seats_unsure``: by the next turn's draw, a whole turn's events on).
_SEATS_AHEAD = 200


#: How many events after a board :func:`kept` reads at most: a reading is taken back by the event after it, or, for
#: a draw the counter may have ended a turn with, by the second (reveals and resolutions answering the first between).
_KEPT_AHEAD = 12


def kept(board: Board, following: Any) -> Board:
    """The board of the reading the log keeps after the event ``board`` was folded to: ``board`` itself, or, where a
    later event takes that reading back (the turn had not ended: :func:`_take_back`, :func:`_played_on`,
    :func:`_drew_on`) and carries this event again as the other reading, the board after it in that reading, as the
    verdict keeps it. What replay and explain show, so that the active player and the counter they show there agree
    with the verdict. ``following``: the events after it, in order. ``board`` is not changed; the board returned is
    the caller's to read, not to fold on."""
    shown = _unnamed_shown(board, following)
    if shown is not None:
        return shown
    if not pending(board) or board.over:
        return board
    trial = board.copy()
    rep = msgspec.structs.replace
    if trial.draw_may_kept is not None:
        # (The flags a reading taking the other's place writes over are the fold's own: copies here.)
        d = trial.draw_may_kept
        trial.draw_may_kept = (*d[:4], [rep(v) for v in d[4]], [[rep(v) for v in f] for f in d[5]])
    if trial.illegal_turn is not None:
        t = trial.illegal_turn
        trial.illegal_turn = (*t[:5], tuple(tuple(rep(v) for v in f) for f in t[5]))
    trial.show_at, trial.shown = board.seq, None
    ahead = _SEATS_AHEAD if board.seats_unsure is not None or _seats_may_read(board) else _KEPT_AHEAD
    for n, ev in enumerate(following):
        if n >= ahead:
            break
        step(trial, ev)
        if trial.show_order and trial.shown is None:
            # (a board between a turn order read from the log and the draw that took it back: the same board in the
            # listed order the verdict keeps)
            shown = board.copy()
            _seated(shown, [shown.seat(x) for x in trial.show_order])
            return shown
        if trial.shown is not None:
            shown = _KEPT_BOARD.decode(trial.shown)
            for f in _NOT_KEPT:
                setattr(shown, f, getattr(board, f))
            shown = shown.copy()
            shown.show_at, shown.shown, shown.seq = 0, None, board.seq
            return shown
        if not pending(trial) or trial.over:
            break
    return board


def _unnamed_shown(board: Board, following: Any) -> Board | None:
    """The board after an attack on a guardian stack whose defender the log left out (``Board.unnamed_attack``),
    where the next event is a guardian revealed by an opponent: the attack under way against that opponent, as the
    verdict reads it (settle_unnamed_attack, a note), not a board with no attack. None otherwise."""
    iid, at = board.unnamed_attack, board.unnamed_attack_at
    if iid is None or at is None or board.over:
        return None
    nxt = next(iter(following), None)
    inst = board.cards.get(iid)
    if (type(nxt) is not GuardianRevealed or inst is None or inst.zone != "battlefield"
            or not any(s.id == nxt.player for s in board.opponents(inst.owner))):
        return None
    shown = board.copy()
    shown.unnamed_attack = shown.unnamed_attack_at = None
    shown.unnamed_flagged = False
    _attack_stack(Judge(shown, AttackDeclared(seq=at[0], player=at[1], attacker=at[2])), iid, nxt.player)
    return shown


def _slipped_pass(j: Judge, ev: Passed) -> None:
    """A pass under another player's name while the active player could pass (their turn going on, nothing owed):
    flagged as written (``ccs.turn.not-your-turn``), nothing moves; when the next event is the draw of the player
    after the active one, the pass was the active player's, the name a slip of the log: that draw begins the next
    turn with no second violation, and the pass's flag is read as the active player's (``_pass_was_theirs``)
    (docs/chrono-clash-icons.md, Readings: "An event under the wrong player's name")."""
    b = j.board
    if (b.step == "draw" or b.pending or b.attack is not None or b.must_attack is not None or j.turn_over()
            or ev.player not in b.by_id or b.by_id[ev.player].eliminated):
        return
    b.pass_kept = (ev.player, b.active, ev.seq)
    b.pass_flag = j.found[-1]


def _pass_was_theirs(j: Judge, kept: tuple[str, str, int], flag: Violation | None) -> None:
    """The draw of the next player that follows a pass under another player's name (``_slipped_pass``, flagged
    there): the pass was the active player's; their turn ends there (the next player on 3), the draw begins the next
    turn, and the pass's flag is read as theirs (``read_as``: the verdict's violation, amended)."""
    passer, active, at = kept
    note(j.board, N_("seq {seq}: the log names {player}, but it was {active}'s turn, which {active} could pass: the "
                     "pass is taken as {active}'s, the name a slip of the log"), seq=at, player=passer, active=active)
    if flag is not None:
        flag.read_as = active
    j.end_turn(passed=True)


def _guardian_effect(b: Board, iid: str, effect: str) -> bool:
    """``effect`` is exactly what the guardian ability of ``iid`` does: its one line ``guardian`` + one effect icon,
    asking for no choice (Wave Sentinel's ``time(+2)``)."""
    try:
        icon = parse_token(effect)
    except IconError:
        return False
    lines = [l for l in ab.abilities_of(b, iid) if l[0].name == "guardian"]
    return (len(lines) == 1 and len(lines[0]) == 2 and not ab.needs_choice(lines[0])
            and str(lines[0][1]) == str(icon))


def _resolved_after_all(j: Judge, unresolved: tuple[GuardianRevealed, str, bytes], recorded: bool = False) -> None:
    """A TriggerResolved of the guardian just revealed without ``resolve: true`` (``Board.unresolved_kept``): it
    records that the defender resolved its guardian ability, the reveal leaving ``resolve`` out (or false): the reveal
    is carried out again as ``resolve: true``, with the targets the TriggerResolved gives (else the reveal's), a note;
    what the reveal flagged stays, and only a fault of the ability's own is added (docs/chrono-clash-icons.md,
    Readings: "A guardian ability resolved by a TriggerResolved")."""
    b = j.board
    ev, iid, blob = unresolved
    trig = j.event
    _back_to(j, blob)
    if recorded:
        note(b, N_("seq {seq}: the reveal of {card} does not say its guardian ability was resolved, and the "
                   "EffectRecorded just after it records its effect ({effect}): it is taken as resolved"),
             seq=ev.seq, card=j.label(iid), effect=trig.effect)
    else:
        note(b, N_("seq {seq}: the reveal of {card} does not say its guardian ability was resolved, and the "
                   "TriggerResolved just after it records that it was: it is taken as resolved"),
             seq=ev.seq, card=j.label(iid))
    again = Judge(b, trig if trig.targets else ev)  # a fault of the targets at the event that gives them
    _on_guardian(again, _replace(ev, resolve=True, targets=list(trig.targets) or list(ev.targets)))
    j.found.extend(v for v in again.found if v.rule.startswith("ccs.ability."))
    # The TriggerResolved is that record, taken: a second is no-pending as ever.
    b.resolved_alone = [x for x in b.resolved_alone if x[1] != iid]
    if b.guardian_echo is not None and b.guardian_echo[1] == iid:
        b.guardian_echo = None


def _sneak_read(b: Board, attack: AttackDeclared, sneak: tuple[str, bytes, bytes]) -> None:
    """An attack by a battler with Sneak Attack right after its summon in ``normal`` mode (``Board.sneak_kept``): a
    battler summoned this turn attacks only by Sneak Attack, so the summon, its mode left out, was that one: the
    board goes back to before it, and it is judged again in ``sneak-attack`` mode (paying the Sneak Attack cost), with
    a note; what it was flagged with as written stands (docs/chrono-clash-icons.md, Readings: "A summon's mode left
    out")."""
    iid, event, blob = sneak
    inst = b.cards.get(iid)
    if inst is None or inst.zone != "battlefield" or inst.summoned_turn != b.turn or inst.attack_ok:
        return
    summon = msgspec.msgpack.decode(event, type=BattlerSummoned)
    _back_to(Judge(b, attack), blob)
    n = len(b.notes)
    step(b, msgspec.structs.replace(summon, mode="sneak-attack"))  # its flags were given as written, at its seq
    del b.notes[n:], b.note_msgs[n:]
    note(b, N_("seq {seq}: the summon of {card} gives no `mode`, but {card} attacks next, as only a battler summoned "
               "for its Sneak Attack cost may in the turn it is summoned: it is read as that Sneak Attack summon"),
         seq=summon.seq, card=b.label(iid))
    _show(b, summon.seq)


def _back_to(j: Judge, blob: bytes) -> None:
    """The board goes back to the one kept in ``blob`` (``_keep_board``), its notes and result as they are now."""
    b = j.board
    seq = b.seq
    old = _KEPT_BOARD.decode(blob)
    for f in _NOT_KEPT:
        setattr(old, f, getattr(b, f))
    old = old.copy()  # rebuilds the indexes and empties the memos
    for f in Board.__struct_fields__:
        setattr(b, f, getattr(old, f))
    b.seq = j.event.seq if j.event is not None else seq


def _take_back(j: Judge, kept: tuple[str, str, str | None, str | None, int, bytes, bool], noted: bool = True,
               flag: Violation | None = None) -> None:
    """The player whose turn another player's draw was taken to end (``_never_passed``, flagged there) acts next: their
    turn had not ended (a turn ends by a pass or the gauge, and they play on in it), so the board goes back to before
    that draw, and the draw is a draw out of turn: its card stays drawn (it left the deck at the table: the drawer's
    next draw takes the card under it), and when the drawer's own turn begins with an action, not a draw, it was that
    turn's draw recorded early (``_drawn_ahead``). No more is flagged (docs/chrono-clash-icons.md, Readings: "A draw
    out of turn in the middle of a turn")."""
    b = j.board
    interrupted, drawer, card, name, at, blob, begun = kept
    _back_to(j, blob)
    stray = CardDrawn(seq=at, player=drawer, card=card, name=name)
    again = Judge(b, stray)
    on_drawn(again, stray)  # flagged at its seq already
    _show(b, at)
    if flag is not None and again.found and again.found[0].rule == flag.rule:
        # Its flag said the turn was taken as passed: it was not, and the draw was one out of turn, said as such.
        for f in ("message", "template", "args", "ref", "source"):
            setattr(flag, f, getattr(again.found[0], f))
    if not noted:
        return
    if begun:
        note(b, N_("seq {seq}: {active} drew to begin their turn after {player}'s draw at seq {at}: that draw was out "
                   "of turn, and the turn was {active}'s"), seq=j.event.seq, active=interrupted, player=drawer, at=at)
        return
    note(b, N_("seq {seq}: {active} played on in their turn after {player}'s draw at seq {at}: the turn had not "
               "ended, and that draw was out of turn"), seq=j.event.seq, active=interrupted, player=drawer, at=at)


def _draw_in_attack(j: Judge, kept: tuple[str, str, str | None, str | None, int, bytes, bool], flag: Violation) -> None:
    """The defender of the attack of a battler the log never named reveals a guardian right after another player's
    draw, taken then as the start of the drawer's turn (``_never_passed``, flagged there): the attack went on (the
    counter was not over, and how many guardians the battler attacks is unknown), so the board goes back to before
    that draw, with the attack under way, and the draw is a draw out of turn, its flag said as such; no more is
    flagged (docs/chrono-clash-icons.md, Readings: "A draw out of turn during an unnamed battler's attack")."""
    b = j.board
    _interrupted, drawer, card, name, at, blob, _begun = kept
    _back_to(j, blob)
    stray = CardDrawn(seq=at, player=drawer, card=card, name=name)
    again = Judge(b, stray)
    on_drawn(again, stray)
    _show(b, at)
    said = next((v for v in again.found if v.rule == flag.rule), None)
    if said is not None:
        flag.message, flag.template, flag.args = said.message, said.template, said.args


def _played_on(j: Judge, kept: tuple[str, str, bytes, bytes, list[Violation]]) -> None:
    """The player whose turn the next player's action was taken to end (the counter may have been over: a hidden
    card's unknown cost, ``Board.gauge_unknown``) plays on: their turn had not ended (the counter starting where it
    is known, on 3 after a pass, explains the log), so the board goes back to before that action, which was one out of
    turn; its violations are said as such (docs/chrono-clash-icons.md, Readings: "An action out of turn while the
    counter may be over")."""
    b = j.board
    _interrupted, kind_name, raw, blob, flags = kept
    kind, ev = _decoded(kind_name, raw)
    _back_to(j, blob)
    again = Judge(b, ev)
    HANDLERS[kind](again, ev)
    _show(b, ev.seq)
    if len(again.found) == len(flags):
        for old, new in zip(flags, again.found):
            for f in ("rule", "source", "message", "ref", "template", "args", "player", "turn"):
                setattr(old, f, getattr(new, f))
    b.seq = j.event.seq


def _drew_on(j: Judge, kept: tuple[str, bytes, bytes, str, bytes, list[Violation]]) -> None:
    """The player whose turn the next player's draw was taken to end (the counter may have been over) played on twice
    (``Board.draw_may_kept``): their turn had not ended, so the board goes back to before that draw, which was one out
    of turn; their event after it, flagged as out of turn then, was in their own turn, its flag said as the draw's
    (docs/chrono-clash-icons.md, Readings: "An action out of turn while the counter may be over")."""
    b = j.board
    _interrupted, draw_raw, blob, events, flags, later = kept
    if len(flags) != 1 or any(later):
        return
    now = _keep_board(b)
    draw = msgspec.msgpack.decode(draw_raw, type=CardDrawn)
    evs = []
    for kind_name, raw in events:
        evs.append(_decoded(kind_name, raw))
    _back_to(j, blob)
    drew = Judge(b, draw)
    on_drawn(drew, draw)
    _show(b, draw.seq)
    kind, ev = evs[0]
    again = Judge(b, ev)
    HANDLERS[kind](again, ev)
    _show(b, ev.seq)
    more = []
    for _kind, later_ev in evs[1:]:  # the answers to it, in that turn
        more += step(b, later_ev)
        _show(b, later_ev.seq)
    if len(drew.found) != 1 or again.found or more:
        _back_to(j, now)  # not one fault that way: the turn was the next player's after all
        b.shown = None  # (the reading stays: nothing to show of the other)
        return
    for f in ("seq", "rule", "source", "message", "ref", "template", "args", "player", "turn"):
        setattr(flags[0], f, getattr(drew.found[0], f))
    b.seq = j.event.seq


def _emptied_fought(j: Judge, stood: Attack) -> None:
    """No reveal answered an attack on a stack whose every guardian an attack cut short still had to reach
    (``Attack.emptied``): the table fought them then, their reveals left out (ccs.attack.unfinished, the one fault);
    they are discarded now, the stack empty."""
    b = j.board
    owed = b.cut_owed
    b.cut_owed = None
    skipped = list(b.seat(stood.defender).guardians)
    for x in skipped:
        j.move(x, stood.defender, "discard")
    if owed is not None:
        _fought_unseen(j, owed[2], stood.defender)
    note(b, N_("seq {seq}: {card} attacked {player}: {skipped}, left to reveal when the attack of {attacker} was cut "
               "short, was fought then and discarded, its reveal left out of the log"), seq=stood.emptied,
         card=j.label(stood.attacker), player=stood.defender, skipped=", ".join(j.label(x) for x in skipped),
         attacker=j.label(owed[2]) if owed is not None else j.label(stood.attacker))


def _illegal_skipped(board: Board, event: Any) -> list[Violation]:
    """The turn went to the defender of an attack the rules did not allow on a player with no guardians left
    (``Board.illegal_end``), and the log goes on with none of the defender's events: an event of another player's
    (not the attacker's) that is out of turn with the defender still in, and is not once the attack stood, shows the
    log skips them, so that attack stood and eliminated them ("A player is eliminated when they are attacked with no
    guardians left to protect them"). The board goes back to before the turn was handed on, the defender is
    eliminated, the turn goes to the next player still in the game, and the events since are carried again (their
    verdicts the same, said as in that turn: what the others did in between stands). The event's violations."""
    kept = board.illegal_turn
    assert kept is not None and board.illegal_end is not None
    defender, attacker, _at = board.illegal_end
    if board.over or event.player in (defender, attacker):
        return _step_kept(board, event)
    trial = board.copy()  # (before this event: the events since are carried again on it)
    found = _step_kept(board, event)
    if not any(v.rule in _TURN_RULES and v.seq == event.seq for v in found) or board.illegal_turn is None:
        return found  # not out of turn with the defender in: this does not show the skip
    again = _skip_carried(Judge(trial, event), kept, defender, attacker)
    found_now = step(trial, event) if again is not None else []
    if again is None or any(v.rule in _TURN_RULES and v.seq == event.seq for v in found_now):
        return found  # carried so, the events since say otherwise: the log does not show the skip here
    _skip_said(kept, again)
    _taken_over(board, trial)
    board.seq = event.seq
    return found_now


def _taken_over(board: Board, trial: Board) -> None:
    """``board`` becomes ``trial``, a board carried on from a copy of it."""
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(trial, f))


def _skip_carried(j: Judge, kept: tuple[bytes, bool, int, int, tuple[tuple[str, bytes], ...],
                                        tuple[tuple[Violation, ...], ...]],
                  defender: str, attacker: str) -> list[list[Violation]] | None:
    """The board goes back to before the turn was handed to ``defender`` (``Board.illegal_turn``), who is eliminated
    there by ``attacker``'s attack; the next player's turn begins, and the events since are carried again. Their
    violations, each event's; None when they are not the ones said (the board then as it was carried)."""
    board = j.board
    blob, passed, notes_len, handed_at, events, flags = kept
    _back_to(j, blob)
    del board.notes[notes_len:], board.note_msgs[notes_len:]
    board.illegal_turn = board.illegal_end = None
    j.eliminate(defender, msg(N_("{card} attacked {player}, who had no guardians left"), card=j.label(attacker),
                              player=defender))
    board.stood_out += (defender,)
    if not board.over:
        j.end_turn(passed)
    _show(board, handed_at)
    again = _steps_again(board, events)
    if [(v.seq, v.rule) for fs in again for v in fs] != [(v.seq, v.rule) for fs in flags for v in fs]:
        return None
    return again


def _skip_said(kept: tuple[bytes, bool, int, int, tuple[tuple[str, bytes], ...], tuple[tuple[Violation, ...], ...]],
               again: list[list[Violation]]) -> None:
    """The violations of the events carried again (_skip_carried) said as in the turn the table played."""
    for old, new in zip([v for fs in kept[5] for v in fs], [v for fs in again for v in fs]):
        for f in ("source", "message", "ref", "template", "args", "player", "turn"):
            setattr(old, f, getattr(new, f))


def _step_kept(board: Board, event: Any) -> list[Violation]:
    """``event`` judged as read so far, kept with its violations while the skip of ``Board.illegal_turn`` may still
    show (_illegal_skipped)."""
    before = board.illegal_turn
    found = _stepped(board, event)
    kept = board.illegal_turn
    if kept is None or before is None or kept[0] is not before[0]:
        return found
    if board.over or board.illegal_end is None or len(kept[4]) >= _KEPT_AHEAD:
        board.illegal_turn = None  # shown otherwise, or too far on to read so
    else:
        board.illegal_turn = (*kept[:4], (*kept[4], (type(event).__name__, msgspec.msgpack.encode(event))),
                              (*kept[5], tuple(found)))
    return found


def _unguarded_end(j: Judge, stood: Attack) -> bool:
    """No reveal answered an attack on a stack with no guardian left (``Attack.unguarded``): the defender's unnamed
    card put no guardian there, and the attack eliminated them. Whether that ended the game."""
    board = j.board
    board.attack = None
    board.may_guard = tuple(x for x in board.may_guard if x[0] != stood.defender)
    j.eliminate(stood.defender, msg(N_("{card} attacked {player}, who had no guardians left"),
                                    card=j.label(stood.attacker), player=stood.defender))
    _after_attack(j, stood.attacker)
    return board.over


def _won_draw_recorded(j: Judge) -> bool:
    """``j.event``, right after a quest win, is the winner's ``CardDrawn`` of the card a Completes a Quest ability
    drew as their quest points were scored (Radiant Seer's "draw 1"): the record of that draw, made before the game
    ended, not a play after it: a note, nothing flagged (docs/chrono-clash-icons.md, Readings: "A draw an ability made,
    recorded")."""
    b, ev = j.board, j.event
    if type(ev) is not CardDrawn or ev.player != b.winner or b.over_flagged or ev.card is None:
        return False
    drew = next((d for d in b.ability_drew if d[0] == ev.player and d[1] == ev.card
                 and b.cards[d[1]].zone == "hand"), None)
    if drew is None:
        return False
    b.ability_drew.remove(drew)
    if ev.name is not None:
        _card(j, ev.player, drew[1], ev.name, ("hand",), _THE_DRAW)
    note(b, N_("seq {seq}: {player} drew {card} by the ability of {source}: the log records that draw, nothing "
               "more is drawn"), seq=ev.seq, player=ev.player, card=j.label(drew[1]), source=j.label(drew[2]))
    return True


def _won_trigger_recorded(j: Judge) -> bool:
    """``j.event``, right after a quest win, is the winner's ``TriggerResolved`` of a Completes a Quest ability that
    drew as their quest points were scored (Radiant Seer's "draw 1"), naming nothing or the card it drew: the record
    of that ability, resolved before the game ended, as its draw's ``CardDrawn`` is (_won_draw_recorded): once for
    each such ability, a note, nothing flagged."""
    b, ev = j.board, j.event
    if ev.player != b.winner or b.over_flagged or ev.declined or ev.source in b.won_triggers_said:
        return False
    drew = next((d for d in b.ability_drew if d[0] == ev.player and d[2] == ev.source), None)
    if drew is None or any(t != drew[1] for t in ev.targets):
        return False
    b.won_triggers_said += (ev.source,)
    note(b, N_("seq {seq}: the TriggerResolved of {source} records its quest-complete ability, resolved as the quest "
               "was completed, before the game ended: nothing more happens"), seq=ev.seq, source=j.label(ev.source))
    return True


def _after_the_end(j: Judge) -> bool:
    """An event after the game is over: whether to flag it (``ccs.game.over``, in :func:`step`). Flagged once, at
    the first one (what the table played on after the end is that one fault, not one more at each event, as Force
    of Will and FFTCG read it); a concession then is a note."""
    board = j.board
    ev = j.event
    if isinstance(ev, Conceded):  # the handshake after the game is won: no fault, the result stands
        note(board, N_("seq {seq}: {player} conceded after the game was over ({result}): the result stands"),
             seq=ev.seq, player=ev.player, result=fresh(board.result_msg) if board.result_msg else board.result)
        return False
    if board.over_flagged:
        return False
    if board.won_at_attack:
        # A win declared late, at the attack that showed the questing battler in play (_quest_points_after_all): the
        # guardian reveals of that same attack are part of it, as the attack is; the first other event is after the end.
        # Only the reveals that attack allowed: the defender's, as many as the guardians it attacks ("attacks
        # additional guardians equal to the number inside this icon"); one more is after the end, flagged at itself.
        j.touch(board)
        att = board.attack
        if (type(ev) is GuardianRevealed and ev.player != board.winner and att is not None
                and ev.player == att.defender and att.remaining > 0):
            j.touch(att)
            att.remaining -= 1
            if att.remaining > 0 and _won_attack_stopped(board, att, ev):
                att.remaining = 0
            return False
        board.won_at_attack = False
    if (type(ev) is CardDrawn and ev.player == board.active == board.winner and board.won_at_start
            and not board.won_late and not board.winner_passed):
        # The winner's draw of the turn the game ended at the start of (5 quest points scored then, before the draw):
        # the table's bookkeeping of that turn, as the pass closing it is; no card is drawn, the result stands. Once:
        # a second draw, or a later act, is after the end (docs/log-format.md, the sentence on the winner's draw).
        j.touch(board)
        board.won_at_start = False
        note(board, N_("seq {seq}: {player} drew a card after the game was over ({result}): the game ended at the "
                       "start of their turn, before its draw; that draw changes nothing, the result stands"),
             seq=ev.seq, player=ev.player, result=fresh(board.result_msg) if board.result_msg else board.result)
        return False
    if (type(ev) is Passed and ev.player == board.active == board.winner and not board.won_late
            and not board.winner_passed):
        # The winner closes the turn the game ended in: a pass does nothing, so it changes nothing (as the handshake
        # above); an action, a pass after the table played on past the end, or the pass of a win the log shows only
        # late (the table playing on, not knowing), is the event after it; so is a second pass, which closes nothing.
        board.winner_passed = True
        note(board, N_("seq {seq}: {player} passed after the game was over ({result}): a pass changes nothing, the "
                       "result stands"),
             seq=ev.seq, player=ev.player, result=fresh(board.result_msg) if board.result_msg else board.result)
        return False
    board.over_flagged = True
    return True


def _won_attack_stopped(board: Board, att: Attack, ev: GuardianRevealed) -> bool:
    """The guardian ``ev`` reveals, in the attack of a win declared late, destroys the attacker (its strength equal to
    or greater than the attacker's): "If a guardian effect destroys the attacker, ignore any remaining guardian attacks
    it had", so a further reveal for that attack is after the end (an attacker Recovery or Toughness may keep, not)."""
    stack = board.seat(att.defender).guardians if att.questing is None else ()
    gdef = board.defs.get(ev.name) if ev.name is not None else board.card_def(
        ev.card if ev.card is not None else (stack[0] if stack else ""))
    inst = board.cards.get(att.attacker)
    if gdef is None or gdef.type != "battler" or inst is None or inst.zone != "battlefield" or _hidden(board, att.attacker):
        return False
    if ab.has(board, att.attacker, "recovery") or ab.has(board, att.attacker, "toughness"):
        return False
    a = _attack_strength(board, att.attacker)
    return a is not None and gdef.strength >= a


def _the_end(board: Board) -> Any:
    """The result an event after the end names: as its message (set_result), so a report says it in its language."""
    return fresh(board.result_msg) if board.result_msg else board.result


#: The actions an event can repeat by the log author's slip (a draw recorded twice is on_drawn's).
_REPEATABLE = frozenset((BattlerSummoned, ActionPlayed, AttackDeclared, QuestStarted, TapAbilityActivated,
                         Transformed))
_SEQ_AT = {k: k.__struct_fields__.index("seq") for k in _REPEATABLE}  # where astuple has an event's seq


def _recorded_twice(j: Judge, ev: Any, kind: type) -> bool:
    """``ev`` repeats exactly the action just before it (same type, player, cards, targets): when it cannot be done a
    second time (the card is no longer in the hand, the battler is tapped), it is the one action recorded twice:
    flagged once, with the fault the repeat makes, and nothing on the board changes (docs/chrono-clash-icons.md,
    Readings: "An action recorded twice"). False when the repeat could be done: it is judged as any event."""
    b = j.board
    pid = ev.player
    if kind is AttackDeclared:
        inst = b.cards.get(ev.attacker)
        if inst is None or inst.zone != "battlefield" or inst.owner != pid:
            _not_your_battler(j, ev.attacker, pid)
        elif inst.tapped:
            j.flag("ccs.attack.tapped", N_("{card} is tapped and cannot {what}"), card=j.label(ev.attacker), what=_ATTACK)
        else:
            return False
        return _twice(j, ev)
    if kind is QuestStarted or kind is TapAbilityActivated:
        inst = b.cards.get(ev.battler)
        if (b.cut_doomed and b.cut_owed is not None and b.cut_owed[2] == ev.battler and inst is not None
                and inst.zone == "battlefield" and inst.owner == pid and inst.tapped):
            # A use, again, of the attacker that guardians still owed would take out of play, before the log shows
            # that battle: judged with the use before it, at the reveal that shows whether it was fought (each a use
            # of a battler no longer in play, in seq order), else then as the one action recorded twice
            # (_fought_unseen, _cut_uses_stood).
            b.cut_used += (ev,)
            b.cut_twice += (ev.seq,)
            return True
        if inst is None or inst.zone != "battlefield" or inst.owner != pid:
            rule = "ccs.quest.not-your-battler" if kind is QuestStarted else "ccs.tap.not-your-battler"
            j.flag(rule, N_("{card} is not one of {player}'s battlers in play"), card=j.label(ev.battler), player=pid)
        elif not inst.tapped:
            return False
        elif kind is QuestStarted:
            j.flag("ccs.quest.tapped", N_("{card} is already tapped: a battler is tapped to go on a quest"),
                   card=j.label(ev.battler))
        else:
            j.flag("ccs.tap.tapped", N_("{card} is already tapped"), card=j.label(ev.battler))
        return _twice(j, ev)
    inst = b.cards.get(ev.card) if ev.card is not None else None
    if inst is None or (inst.zone == "hand" and inst.owner == pid):
        return False
    if kind is ActionPlayed:
        j.flag("ccs.action.not-in-hand", N_("{player} {verb} {card}, which is not in their hand"), player=pid,
               verb=_PLAYED, card=j.label(ev.card))
    elif kind is BattlerSummoned:
        j.flag("ccs.summon.not-in-hand", N_("{player} {verb} {card}, which is not in their hand"), player=pid,
               verb=_SUMMONED, card=j.label(ev.card))
    else:  # Transformed
        j.flag("ccs.summon.not-in-hand", N_("{card} is not in {player}'s hand"), card=j.label(ev.card), player=pid)
    return _twice(j, ev)


def _twice(j: Judge, ev: Any) -> bool:
    note(j.board, N_("seq {seq}: the event repeats the one before it exactly, which could not be done again: the one "
                     "action recorded twice; the repeat changes nothing"), seq=ev.seq)
    return True


def _owned(b: Board, pid: str, iid: str | None, zone: str) -> bool:
    inst = b.cards.get(iid) if iid is not None else None
    return inst is not None and inst.owner == pid and inst.zone == zone


def _held(b: Board, pid: str, iid: str | None) -> bool:
    """``iid``, not in ``pid``'s hand on the board, is a card the log may take from it all the same: one a Legion
    ability of theirs discarded unnamed (it drew it, were it a battler), or the card the engine took for a quest card
    a paper log did not name (the face-down card was another)."""
    inst = b.cards.get(iid) if iid is not None else None
    if inst is None or inst.owner != pid:
        return False
    if iid in b.legion_hidden and inst.zone == "discard":
        return True
    return iid in b.quest_guessed and not b.seat(pid).known_order and inst.zone in ("quest", "discard")


def _can_hold(b: Board, pid: str, name: str) -> bool:
    """Whether a card of ``pid``'s hand is, or (hidden) may be, ``name``."""
    seat = b.seat(pid)
    return any(b.cards[h].name == name or (b.cards[h].name is None and _pool_of(seat, h).get(name, 0) > 0)
               for h in seat.hand)


def _name_held(b: Board, actor: str, pid: str, ev: Any) -> bool:
    """A summon or an action the log gives by name only (a paper log): a card of ``actor``'s hand may be it, and none
    of ``pid``'s (the player the log names) can."""
    return (ev.card is None and ev.name is not None and _can_hold(b, actor, ev.name)
            and not _can_hold(b, pid, ev.name))


def _slipped_name(b: Board, ev: Any, kind: type) -> str | None:
    """The player an event the log gives to the wrong player is really of (docs/chrono-clash-icons.md, Readings: "An
    event under the wrong player's name"), else None: the event's player is not the one who may act, and the cards it
    names are all that player's, each where their own action needs it (the top of their deck for the turn's draw,
    their hand for what is summoned or played, their battlefield for an attacker or a quester), so the action is
    legal for them. A real out-of-turn action (the player with their own cards) is not one."""
    pid = ev.player
    if kind is CardDrawn:
        card = ev.card
        if card is None:
            return None
        actor = b.active
        if b.step != "draw":
            if not ((b.ended or b.gauge <= -1 or _maybe_over(b)) and not b.pending and b.attack is None
                    and b.must_attack is None):
                return None
            actor = b.next_seat(actor).id  # the active player's turn is over: the next player's draw begins theirs
        if actor == pid:
            return None
        deck = b.seat(actor).deck
        return actor if deck and deck[0] == card and b.cards[card].owner == actor else None
    actor = b.active
    if actor == pid or b.step == "draw" or b.pending or b.attack is not None:
        return None
    if b.must_attack is not None:  # only the attack its battler owes, even with the turn over on the gauge
        if not (kind is AttackDeclared and ev.attacker == b.must_attack):
            return None
    elif b.ended or b.gauge <= -1:
        return None
    if kind is BattlerSummoned:
        ok = (ev.mode != "reinforcements"
              and (_owned(b, actor, ev.card, "hand") or _held(b, actor, ev.card) or _name_held(b, actor, pid, ev))
              and (ev.attach_to is None or _owned(b, actor, ev.attach_to, "battlefield"))
              and (ev.under is None or _owned(b, actor, ev.under, "hand"))
              and all(_owned(b, actor, p, "battlefield") for p in ev.payment))
    elif kind is ActionPlayed:
        ok = ((_owned(b, actor, ev.card, "hand") or _name_held(b, actor, pid, ev))
              and all(_owned(b, actor, p, "battlefield") for p in ev.payment))
    elif kind is AttackDeclared:
        ok = (_owned(b, actor, ev.attacker, "battlefield") and ev.defender != actor
              and (ev.defender is None or ev.defender in b.by_id or any(s.id == ev.defender for s in b.seats)))
    elif kind is QuestStarted:
        ok = _owned(b, actor, ev.battler, "battlefield") and (ev.card is None or _owned(b, actor, ev.card, "hand"))
    elif kind is TapAbilityActivated:
        ok = _owned(b, actor, ev.battler, "battlefield")
    else:  # Transformed
        ok = _owned(b, actor, ev.card, "hand") and _owned(b, actor, ev.returned, "battlefield")
    return actor if ok else None


def _reveal_slipped_name(b: Board, ev: GuardianRevealed) -> str | None:
    """The defender a GuardianRevealed the log gives to another player is really of, else None: an attack is under
    way, and the card it names is one of the defender's guardians under that attack (their guardian stack, or the
    quest cards of the battler attacked), not the named player's (docs/chrono-clash-icons.md, Readings: "A guardian
    revealed under the attacker's name")."""
    att = b.attack
    if att is None or ev.player == att.defender or (ev.card is None and ev.name is None):
        return None
    dseat = b.by_id.get(att.defender) or b.seat(att.defender)
    if att.questing is None:
        stack = dseat.guardians
    else:
        quester = b.cards.get(att.questing)
        stack = quester.quest if quester is not None and quester.zone == "battlefield" else ()
    if ev.card is None:
        # Only a name (a paper log): the defender's top guardian (or quest card) when that name can be it.
        if not stack or att.onward:
            return None
        top = b.cards[stack[0]]
        fits = top.name == ev.name if top.name is not None else _pool_of(dseat, stack[0]).get(ev.name, 0) > 0
        return att.defender if fits else None
    inst = b.cards.get(ev.card)
    if inst is None or inst.owner != att.defender:
        return None
    return att.defender if ev.card in stack else None


def _reveal_label(b: Board, ev: GuardianRevealed, owner: str) -> str:
    """The card a reveal of ``owner``'s guardian names: its id, or (only a name) the top of the pile under attack."""
    if ev.card is not None:
        return b.label(ev.card)
    att = b.attack
    pile = b.cards[att.questing].quest if att.questing else (b.by_id.get(owner) or b.seat(owner)).guardians
    top = pile[0]
    return b.label(top) if b.cards[top].name is not None else f"{ev.name} ({top})"


_SLIPPABLE = frozenset((CardDrawn, BattlerSummoned, ActionPlayed, AttackDeclared, QuestStarted, TapAbilityActivated,
                        Transformed))
#: What each slippable action is, in the judge's words (CardDrawn has its own message).
_DOING = {BattlerSummoned: _SUMMONED_A_BATTLER, ActionPlayed: _PLAYED_AN_ACTION, AttackDeclared: _ATTACKED,
          QuestStarted: _SENT_ON_A_QUEST, TapAbilityActivated: _USED_A_TAP_ABILITY, Transformed: _TRANSFORMED}


def _late_slip(b: Board, ev: Any, kind: type) -> bool:
    """A summon or an action given by name only under another player's name than the active one's, whose turn is over
    on the gauge (nothing left to resolve), of a card only the active player's hand can hold: the active player's,
    played on after their turn ended."""
    return (kind in (BattlerSummoned, ActionPlayed) and ev.player != b.active and b.step != "draw"
            and (b.ended or b.gauge <= -1) and not b.pending and b.attack is None and b.must_attack is None
            and getattr(ev, "mode", None) != "reinforcements" and _name_held(b, b.active, ev.player, ev))


def _flag_slipped_name(j: Judge, written: Any, kind: type) -> None:
    """The one fault of an event under the wrong player's name: ``ccs.turn.not-your-turn``, as written (the player the
    log names acted out of turn); the event itself is carried on as its cards' owner's."""
    b = j.board
    actual = j.event
    j.event = written
    # Its message says so: the log names the wrong player (as a guardian revealed under the attacker's name).
    if kind is CardDrawn:
        j.flag("ccs.turn.not-your-turn", N_("{player} drew a card during {active}'s turn: the log names the wrong "
                                            "player; taken as {active}'s draw"),
               player=written.player, active=b.active, read_as=b.active)
    else:
        j.flag("ccs.turn.not-your-turn", N_("{player} {what} during {active}'s turn: the log names the wrong player; "
                                            "taken as {active}'s"),
               player=written.player, what=_DOING[kind], active=b.active, read_as=b.active)
    j.event = actual
    note(b, N_("seq {seq}: the log names {player}, but the cards of this event are {active}'s and it is legal for "
               "{active}: it is taken as {active}'s, the name a slip of the log"),
         seq=written.seq, player=written.player, active=b.active)


def _seat_from_log(j: Judge, ev: Any) -> None:
    """A match of three or four whose header gives no seats (``Board.seats_open``): in the first round, a player who
    has had no turn yet drawing out of the listed order is flagged as ever (``ccs.turn.not-your-turn``, the turn judged
    from them); when, that player having played on, a second player who has had no turn yet draws out of the listed
    order too, the log shows the order the table sat in: that player's seat is the next one after the first, read so
    with a note, nothing more flagged (docs/log-format.md, "give every player's seat")."""
    b = j.board
    pid = ev.player
    doubt = b.seats_doubt
    skipped = b.seats_skipped
    fresh = b.step == "draw" and b.active != pid
    if type(ev) is CardDrawn and b.active != pid and skipped is not None:
        b.seats_skipped = None
        if pid == skipped[0] and pid in b.seats_open and b.turn == skipped[2] + 1:
            # The player whose first turn another took (flagged then, the one fault) draws for their first turn
            # right after that player's: the log shows the table's order, that player sitting after the other; their
            # first turn was the one skipped. Read so, with a note, nothing more flagged.
            seats = [s for s in b.seats if s.id != pid]
            k = next(i for i, s in enumerate(seats) if s.id == skipped[1])
            seats.insert(k + 1, b.seat(pid))
            pre = _keep_board(b) if fresh else None  # (the board before it, should the listed order stand: kept)
            listed = _order_read(j, seats, pid, fresh)
            b.seats_drawn = (*b.seats_drawn, pid)
            b.seats_open = tuple(x for x in b.seats_open if x != pid)
            if b.seats_given:
                note(b, N_("seq {seq}: {player}, whose first turn {other} took, draws for their first turn right after "
                           "{other}'s: the header's seats disagree with the order played, which is read from the log "
                           "({order}), {player}'s first turn skipped; check the seats"), seq=ev.seq, player=pid,
                     other=skipped[1], order=", ".join(s.id for s in seats))
            else:
                note(b, N_("seq {seq}: the header gives no seats, and {player}, whose first turn {other} took, draws for "
                           "their first turn right after {other}'s: the turn order is read from the log ({order}), "
                           "{player}'s first turn skipped; give each player's seat"), seq=ev.seq, player=pid,
                     other=skipped[1], order=", ".join(s.id for s in seats))
            b.seats_unsure = (listed, b.notes[-1], len(seats), None, "", None, "", pre, pid)
            return
    if (type(ev) is CardDrawn and pid not in b.seats_open and b.active != pid and b.turn <= len(b.seats) + 1
            and (due := b.active if fresh else b.next_seat(b.active).id) in b.seats_open and due != pid):
        # A player who has had a turn draws where the listed order has one who has had none (flagged as ever).
        b.seats_skipped = (due, pid, b.turn)
    if type(ev) is CardDrawn and pid in b.seats_open and b.turn <= len(b.seats) + 1:
        b.seats_drawn = (*b.seats_drawn, pid)
        fresh = b.step == "draw" and b.active != pid
        # In the draw step (the turn before passed), the one whose turn it is; else the next after them.
        expected = b.active if b.step == "draw" else b.next_seat(b.active).id
        if pid != expected and doubt is None:
            b.seats_doubt = (pid, False)
        elif (pid != expected and doubt is not None and doubt[1] and pid != doubt[0]
              and b.active in (doubt[0], b.next_seat(doubt[0]).id)):
            # The order of the first turns' draws so far (the first player's, then each one's), the players who have
            # not drawn yet after them in the listed order: every player holds a seat.
            drawn = (b.first, *(x for x in b.seats_drawn if x != b.first))
            seats = [b.seat(x) for x in drawn] + [s for s in b.seats if s.id not in drawn]
            pre = _keep_board(b) if fresh else None  # (the board before it, should the listed order stand: kept)
            listed = _order_read(j, seats, pid, fresh)
            if b.seats_given:
                note(b, N_("seq {seq}: {player} draws for their first turn after {other}, as {other} did out of the "
                           "seats' order: the header's seats disagree with the order played, which is read from the log "
                           "({order}); check the seats"), seq=ev.seq, player=pid, other=doubt[0],
                     order=", ".join(s.id for s in seats))
            else:
                note(b, N_("seq {seq}: the header gives no seats, and {player} draws for their first turn after {other}, "
                           "as {other} did out of the listed order: the turn order is read from the log ({order}); give "
                           "each player's seat"), seq=ev.seq, player=pid, other=doubt[0],
                     order=", ".join(s.id for s in seats))
            b.seats_unsure = (listed, b.notes[-1], len(seats), None, "", None, "", pre, pid if pre is not None else "")
        b.seats_open = tuple(x for x in b.seats_open if x != pid)
    elif doubt is not None and pid == doubt[0] and not doubt[1]:
        b.seats_doubt = (pid, True)


def _seated(b: Board, seats: list[Any]) -> None:
    """``seats`` become the turn order, numbered in it."""
    b.seats = seats
    for i, s in enumerate(seats):
        s.seat = i + 1


def _order_read(j: Judge, seats: list[Any], pid: str, fresh: bool) -> tuple[str, ...]:
    """A turn order read from a seatless log (its note the caller's): ``seats`` become the order, ``pid`` the active
    player where their draw opens the turn, the doubt settled; the listed order it replaces is returned (kept in
    ``Board.seats_unsure`` until the next round confirms the reading)."""
    b = j.board
    listed = tuple(s.id for s in b.seats)
    j.touch(b)
    _seated(b, seats)
    if fresh:
        b.active = pid
    b.seats_doubt = None
    return listed


def _seats_listed_after_all(board: Board, event: Any) -> None:
    """A turn order read from the log (``Board.seats_unsure``) until the next round confirms it: a turn's draw by the
    player who comes next in the listed order, not in the order read, after the turn the event before ended, shows the
    table kept to the listing (the one fault flagged when the order first differed from it): the reading is taken
    back, its note with it, and the event before carried again in the listed order (docs/log-format.md, "Without
    seats (none given), the order the players are listed in is the turn order")."""
    listed, text, left, blob, kind_name, raw, before, pre, reader = board.seats_unsure
    if type(event) is CardDrawn and board.step == "draw" and event.player != board.active:
        nxt = listed[(listed.index(before) + 1) % len(listed)] if before in listed else None
        if blob is not None and before != board.active and event.player == nxt:
            _kind, last = _decoded(kind_name, raw)
            read = tuple(s.id for s in board.seats)
            due, turn = board.active, board.turn  # (in the order read: whose turn this draw took, if it holds)
            show = board.show_at
            if show and pre is not None and show == _KEPT_BOARD.decode(pre).seq:
                # (kept: the board before the draw that read the order, in the listed order the verdict keeps: the
                # turn the one who drew then played, skipped earlier, was theirs to begin, in its draw step.)
                _back_to(Judge(board, last), pre)
                board.active = reader
                _show(board, show)
            _back_to(Judge(board, last), blob)
            board.seats_unsure = None
            _seated(board, [board.seat(x) for x in listed])
            if text in board.notes:
                k = board.notes.index(text)
                del board.notes[k]
                del board.note_msgs[k]
            if show and show == _KEPT_BOARD.decode(blob).seq:
                _show(board, show)  # (kept: the board after that draw, in the listed order)
            step(board, last)  # judged then: its verdict stands
            _show(board, last.seq)  # (kept: the event before, carried again in the listed order)
            if show and board.shown is None and show < last.seq:
                board.show_order = listed  # (kept: a board between, the order read there taken back)
            # (for the rest of this round and the next: the draws of two rounds, this one's included)
            board.seats_retaken = (read, text, 2 * len(read), event.seq, event.player, turn, due, None, "", None, "")
            return
    if type(event) is CardDrawn and board.step == "draw" and event.player == board.active:
        left -= 1
    if left <= 0:
        board.seats_unsure = None
        return
    board.seats_unsure = (listed, text, left, _keep_board(board), type(event).__name__,
                          msgspec.msgpack.encode(event), board.active, pre, reader)


def _seats_read_after_all(board: Board, event: Any) -> list[Violation]:
    """A turn order read from the log, taken back by a draw that followed the listed order (``Board.seats_retaken``),
    for one more round: a turn's draw there that follows the order read and not the listing, after the turn the event
    before ended, shows the table sat in the order read after all, and the draw that took it back was out of turn,
    the one fault of that round (``ccs.turn.not-your-turn`` at its seq, said here); the reading stands again, its note
    with it, and the event before is carried again in the order read (docs/log-format.md, "give every player's
    seat")."""
    read, text, left, at, player, turn, due, blob, kind_name, raw, before = board.seats_retaken
    if type(event) is CardDrawn and board.step == "draw" and event.player != board.active:
        nxt = read[(read.index(before) + 1) % len(read)] if before in read else None
        if blob is not None and before != board.active and event.player == nxt:
            _kind, last = _decoded(kind_name, raw)
            _back_to(Judge(board, last), blob)
            board.seats_retaken = None
            _seated(board, [board.seat(x) for x in read])
            if board.seats_given:
                note(board, N_("seq {seq}: {player} draws after {other} as in the turn order read from the log "
                               "({order}), not the seats' order: the table sat so, and {jumper}'s draw at seq {at}, "
                               "which followed the seats, was out of turn; check the seats"),
                     seq=event.seq, player=event.player, other=before, order=", ".join(read), jumper=player, at=at)
            else:
                note(board, N_("seq {seq}: the header gives no seats, and {player} draws after {other} as in the turn "
                               "order read from the log ({order}), not the listed one: the table sat so, and {jumper}'s "
                               "draw at seq {at}, which followed the listed order, was out of turn; give each player's "
                               "seat"), seq=event.seq, player=event.player, other=before, order=", ".join(read),
                     jumper=player, at=at)
            step(board, last)  # judged then: its verdict stands
            j0 = Judge(board, CardDrawn(seq=at, player=player))
            j0.flag(_ORDER_RULE, N_("{player} drew a card during {active}'s turn"), player=player,
                    active=due)
            j0.found[-1].turn = turn
            return j0.found
    if type(event) is CardDrawn and board.step == "draw" and event.player == board.active:
        left -= 1
    if left <= 0:
        board.seats_retaken = None
        return []
    board.seats_retaken = (read, text, left, at, player, turn, due, _keep_board(board), type(event).__name__,
                           msgspec.msgpack.encode(event), board.active)
    return []


def _presumed_out(board: Board, event: Any) -> list[Violation] | None:
    """An event after an attack with no defender and no reveal read as on the one opponent with no guardian left, who
    was so eliminated (``Board.presumed_out``): one of theirs, before the log moves past the attacker's turn, shows
    they were not the one attacked ("A player is eliminated when they are attacked with no guardians left to protect
    them"): the board goes back to before that attack was settled, which is carried again unread
    (``ccs.attack.target-not-enemy`` at its seq, the one fault, no one attacked), with the events since; her event is
    then judged as theirs, still in the game. None: the reading stands (the log skips them, or moves on)."""
    defender, attacker, at, blob, events, notes_len, flags = board.presumed_out
    kept_board = _KEPT_BOARD.decode(blob)
    flagged = kept_board.unnamed_flagged  # the attack flagged at its seq already: not again
    if kept_board.unnamed_bare is not None and kept_board.unnamed_bare[0] == at:
        flagged = kept_board.unnamed_bare[5]  # (a defender read from who plays on: whether that attack was)
    flagged = next((m[2] for m in kept_board.bare_more if m[0] == at), flagged)  # (or one of several such)
    if event.player not in (board.presumed_bare or (defender,)) or (board.over and not board.presumed_bare):
        if board.presumed_bare:  # (told by the others playing on: stands once a round has passed, the game over
            # or not: the one so read playing on after the win it gave shows it was not theirs)
            if (type(event) is CardDrawn and event.player == attacker) or len(events) >= _PILOT_AHEAD:
                board.presumed_out, board.presumed_bare, board.presumed_skip = None, (), 0
        elif board.active != attacker or len(events) >= _KEPT_AHEAD:
            board.presumed_out = None  # the log skipped their turn: they were out
        return None
    skip, read = (board.presumed_skip, True) if board.presumed_bare else (0, False)
    board.presumed_out, board.presumed_bare, board.presumed_skip = None, (), 0
    j = Judge(board, event)
    now, notes, msgs = _keep_board(board), list(board.notes), list(board.note_msgs)
    _back_to(j, blob)
    del board.notes[notes_len:]
    del board.note_msgs[notes_len:]
    board.presume_off = at
    found = [v for fs in _steps_again(board, events) for v in fs]
    board.presume_off = 0
    fault = [v for v in found if v.seq == at and v.rule == "ccs.attack.target-not-enemy"]
    # (read from a skipped turn: the draw that skipped it is, the reading taken back, the skipped turn's own fault,
    # "Whenever your turn ends, the counter is placed on the Chrono Clash gauge of the player to your left")
    fault += [v for v in found if skip and v.seq == skip and v.rule == "ccs.turn.order-multiplayer"][:1]
    # (the reading's own judgement of the attack as on the one so read, a tapped Sentinel of theirs, is not the events
    # since: said already at the attack, it stays its one flag there, no second one)
    own = [f for f in flags if read and f[0] == at]
    flags = tuple(f for f in flags if f not in own)
    if len(fault) != (0 if flagged else 1) + (1 if skip else 0) or sorted((v.seq, v.rule) for v in found if v not in fault) != sorted(flags):
        # Carried so, the events since say more than that one fault: the reading stands, as it was.
        _back_to(j, now)
        board.notes[:], board.note_msgs[:] = notes, msgs
        board.shown = None
        return None
    note(board, N_("seq {seq}: {player} plays on after the attack at seq {at}, which the log did not give a defender: "
                   "that attack was not on {player}, and the log does not show whom it attacked"), seq=event.seq,
         player=event.player, at=at)
    if own:
        fault = [v for v in fault if v.seq != at]
    return fault + step(board, event)


#: The judges of the events ``unjudged`` steps, when it asks (None otherwise: nothing is kept).
_JUDGED: ContextVar[list | None] = ContextVar("ccs_judged", default=None)


def unjudged(board: Board, event: Any) -> dict[str, Text]:
    """The rules event ``event`` broke on ``board`` that its judgement did not flag on their own, each with why: what
    follows from the act's one fault (``Judge.moot``), as a quest, an attack or a play after the turn was over
    (``ccs.gauge.turn-over``) is judged for that only (docs/chrono-clash-icons.md, Readings: "A card played after the
    turn is over"). For explain: it does not say such a rule was met. ``board`` is not changed."""
    judges: list = []
    token = _JUDGED.set(judges)
    try:
        found = step(board.copy(), event)
    finally:
        _JUDGED.reset(token)
    moot = [r for j in judges if j.event is event or j.event == event for r in j.moot]
    flagged = {v.rule for v in found if v.seq == event.seq}
    if "ccs.gauge.turn-over" in flagged:
        why = msg(N_("broken too, but not flagged on its own: the turn was already over (ccs.gauge.turn-over), and "
                     "that is this act's one fault"))
    else:
        why = msg(N_("broken too, but not flagged on its own: it follows from the same act as the violation flagged "
                     "here, the one fault"))
    return {r: fresh(why) for r in dict.fromkeys(moot) if r not in flagged}


def step(board: Board, event: Any) -> list[Violation]:
    """Judge ``event`` against ``board``, apply it as recorded, return its violations."""
    if board.illegal_turn is not None and board.illegal_end is not None:
        return _illegal_skipped(board, event)
    if type(event) is not CardDrawn:
        board.setup_over = True
    kept, board.setup_kept = board.setup_kept, None
    if kept is not None and type(event) is not CardDrawn:
        return _setup_record_was_draw(board, event, kept)
    setup_found = _start_hand_record(board, event)
    if kept is not None and setup_found == [] and event.player != board.active and board.setup_kept is None:
        # (Another player's record between: the first player's kept line still waits for what she does next.)
        board.setup_kept = (*kept[:4], (*kept[4], msgspec.msgpack.encode(event)))
    if setup_found is not None:
        return setup_found
    return _stepped(board, event)


def _setup_record_was_draw(board: Board, event: Any, kept: tuple[bytes, int, bytes, bool, tuple[bytes, ...]]
                           ) -> list[Violation]:
    """``event`` after the first player's last line taken as the record of a set-up draw of a card of their starting
    hand, other cards of it not recorded (``Board.setup_kept``). When it has them play on without the turn's draw
    (``ccs.turn.draw-step``), that line was the first turn's draw naming a card already in the hand: the board goes
    back to before it, and it is judged as that draw ("Draw 1 card from your deck": ``ccs.draw.not-top``, the top card
    drawn), then ``event``; the one fault the draw's (docs/log-format.md, "Set-up draws recorded"). Else the record
    stands."""
    blob, notes_len, raw, flagged, between = kept
    after, notes = board.copy(), (list(board.notes), list(board.note_msgs))
    found = _stepped(board, event)
    if not any(v.seq == event.seq and v.rule == "ccs.turn.draw-step" for v in found):
        return found
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(after, f))
    board.notes[:], board.note_msgs[:] = notes
    drawn = msgspec.msgpack.decode(raw, type=CardDrawn)
    _back_to(Judge(board, event), blob)
    del board.notes[notes_len:]
    del board.note_msgs[notes_len:]
    board.seq = drawn.seq
    first = _stepped(board, drawn)
    _show(board, drawn.seq)
    if flagged:
        first = []  # (the line's one fault was flagged at it already, the same rule)
    for raw_ev in between:
        again = msgspec.msgpack.decode(raw_ev, type=CardDrawn)
        board.seq = again.seq
        first += step(board, again)
        _show(board, again.seq)
    board.seq = event.seq
    return first + _stepped(board, event)


def _start_hand_record(board: Board, event: Any) -> list[Violation] | None:
    """A ``CardDrawn`` before the first turn's draw naming by id a card of the player's starting hand not recorded yet:
    the record of the set-up's draw of it ("Each player draws 5 cards from their deck for their starting hand"), not
    a draw of the game: a note, nothing drawn, the first turn not begun (docs/log-format.md, "Set-up draws
    recorded"). Once the log records a player's starting hand, a draw of theirs there naming another card (one not in
    the hand, or one recorded already) while a card of the hand has no record yet is that record naming the wrong
    card: one fault (``ccs.draw.not-top``: the starting hand is the five cards under the guardians), nothing drawn,
    the hand as the set-up dealt it. Anything else is judged as before: None."""
    if type(event) is not CardDrawn or board.over or board.turn != 1:
        return None
    other = event.player != board.active  # (another player's records may come in the first player's turn too, after
    if board.step != "draw" and (not other or board.setup_over):  # her draw, before anything else: Board.setup_over)
        return None
    if other and any(p.controller == event.player for p in board.pending):
        return None  # (an ability of theirs drawing: _drawn_again)
    seat = board.by_id.get(event.player)
    if seat is None or seat.eliminated:
        return None
    left = [c for c in seat.hand if c not in seat.setup_recorded]
    kept: tuple[bytes, int, bytes, bool, tuple[bytes, ...]] | None = None
    inst = board.cards.get(event.card) if event.card is not None else None
    if not left:
        if other or event.card not in seat.setup_recorded or event.card not in seat.hand:
            return None
        # The first player's whole hand recorded, one of its cards named again in her draw step: that record written
        # twice, nothing drawn; when the next event has her play on without the turn's draw, it was that draw
        # (_setup_record_was_draw).
        j = Judge(board, event)
        j.flag("ccs.draw.not-top", N_("{player}'s record of the starting hand's draws names {card} again, whose draw "
                                      "is recorded already: taken as that record written twice, nothing drawn"),
               player=event.player, card=board.label(event.card))
        board.setup_kept = (_keep_board(board), len(board.notes), msgspec.msgpack.encode(event), True, ())
        return j.found
    if (event.card in left and not (event.name is not None and inst is not None and inst.name is not None
                                    and inst.name != event.name)):
        rec, found = event.card, []
        if event.player == board.active and len(left) > 1:
            # (The next event may show it was the first turn's draw naming a card of the hand: _setup_record_was_draw.)
            kept = (_keep_board(board), len(board.notes), msgspec.msgpack.encode(event), False, ())
    elif (event.player == board.active and seat.known_order and seat.deck and event.card == seat.deck[0]
          and not seat.swapped):
        return None  # (the first player's turn draw of the top card, the hand's other records left out: judged so)
    elif (other and inst is not None and inst.owner != event.player and inst.zone == "hand"
          and (inst.owner != board.active or board.step == "draw"
               or event.card in board.seat(inst.owner).setup_recorded)):
        # (A card of another player's starting hand: no draw of the table's, their deck's cards are: judged as before.)
        j = Judge(board, event)
        j.flag("ccs.log.unknown-card", N_("{player}'s record of the starting hand's draws names {card}, {owner}'s card "
                                          "(not recorded yet: {due}): taken as the record of {rec}, the hand as the "
                                          "set-up dealt it"),
               player=event.player, card=board.label(event.card), owner=inst.owner,
               due=", ".join(map(board.label, left)), rec=board.label(left[0]))
        rec, found = left[0], j.found
    elif seat.setup_recorded and event.card is not None:
        j = Judge(board, event)
        if event.card in seat.setup_recorded:
            tpl = N_("{player}'s record of the starting hand's draws names {card} again, whose draw is recorded "
                     "already (not recorded yet: {due}): taken as the record of {rec}, the hand as the set-up dealt it")
        else:
            tpl = N_("{player}'s record of the starting hand's draws names {card}, which the set-up did not draw into "
                     "their hand (not recorded yet: {due}): taken as the record of {rec}, the hand as the set-up "
                     "dealt it")
        j.flag("ccs.draw.not-top", tpl, player=event.player, card=board.label(event.card),
               due=", ".join(map(board.label, left)), rec=board.label(left[0]))
        rec, found = left[0], j.found
    else:
        return None
    seat.setup_recorded += (rec,)
    board.setup_kept = kept
    note(board, N_("seq {seq}: {player} drew {card} before the first turn: taken as the record of a draw of the set-up "
                   "(the starting hand), which put it into their hand; nothing more is drawn"),
         seq=event.seq, player=event.player, card=board.label(rec))
    return found


def _stepped(board: Board, event: Any) -> list[Violation]:
    """Judge ``event`` against ``board``, apply it as recorded, return its violations (``step``)."""
    if board.presumed_out is not None:
        taken = _presumed_out(board, event)
        if taken is not None:
            return taken
    if board.pilot_kept is not None and board.pilot_kept[5] != b"":
        return _pilot_shown(board, event)
    settling = ((board.unnamed_attack is not None or board.unnamed_bare is not None) and not board.over
                and board.presumed_out is None)
    before = (_keep_board(board), len(board.notes)) if settling else None
    piloting = (type(event) is BattlerSummoned and event.attach_to is not None and not board.over
                and board.pilot_kept is None)
    pre = (_keep_board(board), len(board.notes)) if piloting else None
    found = _step(board, event)
    pk = board.pilot_kept
    if pk is not None and pk[5] == b"":
        board.pilot_kept = None if pre is None else (
            *pk[:5], pre[0], ((type(event).__name__, msgspec.msgpack.encode(event)),), pre[1],
            tuple((v.seq, v.rule) for v in found))
    if board.unnamed_attack_at is not None and board.unnamed_attack_at[0] == event.seq:
        board.unnamed_flagged = any(v.seq == event.seq for v in found)
    out = board.presumed_out
    if out is not None and before is not None and out[3] == b"":
        board.presumed_out = (*out[:3], before[0], ((type(event).__name__, msgspec.msgpack.encode(event)),), before[1],
                              tuple((v.seq, v.rule) for v in found))
    elif out is not None and out[3] != b"" and (not out[4] or event.seq > _seq_of(out[4][-1])):
        board.presumed_out = (*out[:4], (*out[4], (type(event).__name__, msgspec.msgpack.encode(event))), out[5],
                              (*out[6], *((v.seq, v.rule) for v in found)))
    return found


#: How many events after a Pilot summon attached to a battler that is no free Eva (``Board.pilot_kept``) may still
#: show that the table attached it to the one free Eva.
_PILOT_AHEAD = 60


def _pilot_shown(board: Board, event: Any) -> list[Violation]:
    """An event after a Pilot summon whose ``attach_to`` named a battler of its player's that is no free Eva, while
    they had exactly one (``ccs.summon.pilot``, flagged there, the one fault; attached as the log says:
    ``Board.pilot_kept``). When the event is flagged, the board goes back to before that summon, which is carried
    again with the pilot on that Eva ("you must attach it to one of your Eva battlers that doesn't already have a
    pilot"), with the events since: when they say no more than they did, and this event less, the table attached it
    there (its strength and abilities that Eva's: the second reveal of its +1 Guardian Attack is no fault), the id in
    the log a slip. Else the log's reading stands (docs/chrono-clash-icons.md, Readings: "A summon's mode left
    out")."""
    pk = board.pilot_kept
    pid, pilot, logged, eva, at, blob, events, notes_len, flags = pk
    board.pilot_kept = None
    if board.over or len(events) >= _PILOT_AHEAD:
        return _stepped(board, event)
    found = _stepped(board, event)
    raw = (type(event).__name__, msgspec.msgpack.encode(event))
    if board.pilot_kept is not None:
        return found  # another such summon: that one is kept now
    if not found:
        board.pilot_kept = (*pk[:6], (*events, raw), notes_len, (*flags, *((v.seq, v.rule) for v in found)))
        return found
    after = board.copy()
    j = Judge(board, event)
    _back_to(j, blob)
    del board.notes[notes_len:]
    del board.note_msgs[notes_len:]
    board.pilot_alt = (at, eva, event.seq)
    again = [v for fs in _steps_again(board, events) for v in fs]
    taken = board.pilot_alt is None  # (the summon carried again put it on that Eva)
    board.pilot_alt = None
    now = step(board, event) if taken else found
    was = {(v.seq, v.rule) for v in found}
    if (taken and sorted((v.seq, v.rule) for v in again) == sorted(flags) and len(now) < len(found)
            and all((v.seq, v.rule) in was for v in now)):
        return now
    # Carried so, the events since say more, or this one no less: the log's reading stands, as it was.
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(after, f))
    board.pilot_kept = (*pk[:6], (*events, raw), notes_len, (*flags, *((v.seq, v.rule) for v in found)))
    return found


def _decoded(kind_name: str, raw: bytes) -> tuple[type, Any]:
    """A kept event (its kind's name and its msgpack bytes) as its kind and the event again."""
    kind = next(k for k in HANDLERS if k.__name__ == kind_name)
    return kind, msgspec.msgpack.decode(raw, type=kind)


def _steps_again(board: Board, events: list[tuple[str, bytes]]) -> list[list[Violation]]:
    """Step ``board`` through kept events once more, each shown as it is; what each event gave."""
    found = []
    for kind_name, raw in events:
        _kind, ev = _decoded(kind_name, raw)
        found.append(step(board, ev))
        _show(board, ev.seq)
    return found


def _seq_of(kept_event: tuple[str, bytes]) -> int:
    return _decoded(*kept_event)[1].seq


def _step(board: Board, event: Any) -> list[Violation]:
    """Judge ``event`` against ``board``, apply it as recorded, return its violations (``step``)."""
    if board.seats_unsure is not None and not board.over:
        _seats_listed_after_all(board, event)
    seated_after_all = _seats_read_after_all(board, event) if board.seats_retaken is not None and not board.over else []
    sneak, board.sneak_kept = board.sneak_kept, None
    just_summoned, board.summon_tap = board.summon_tap, None
    if sneak is not None and type(event) is AttackDeclared and event.attacker == sneak[0] and not board.over:
        _sneak_read(board, event, sneak)
    if type(event) is BattlerSummoned and event.mode is msgspec.UNSET and not board.over:  # only a mode left out is read
        mode = ab.summon_mode(board, event)
        if mode is not None:  # the mode left out, told by the event's other fields: read so, with a note
            note(board, ab.MODE_READ[mode], seq=event.seq, card=board.label(event.card), active=board.active,
                 player=event.player)
            event = msgspec.structs.replace(event, mode=mode)
        elif (event.player == board.active and event.card in board.cards and board.cards[event.card].zone == "hand"
              and board.cards[event.card].name is not None and ab.has(board, event.card, "sneak-attack")
              and not ab.has(board, event.card, "quick")):
            board.sneak_kept = (event.card, msgspec.msgpack.encode(event), _keep_board(board))
    if type(event) is BattlerSummoned and event.mode is msgspec.UNSET:  # left out, and not read otherwise: normal
        event = msgspec.structs.replace(event, mode="normal")
    j = Judge(board, event)
    sink = _JUDGED.get()
    if sink is not None:
        sink.append(j)  # (unjudged: what this event's judgement left unflagged as the same act's)
    j.found.extend(seated_after_all)
    if board.unnamed_bare is not None:
        _bare_shown(j, event)  # whom the attack with no defender and no reveal put out of the game
    illegal_end, board.illegal_end = board.illegal_end, None
    if illegal_end is not None and not board.over:
        if event.player == illegal_end[0]:
            board.illegal_turn = None
            board.spared += (illegal_end[0],)
            note(board, N_("seq {seq}: {card} attacked {player}, who had no guardians left, in an attack the rules did "
                           "not allow (flagged there); the log plays on with {player}, so it eliminated no one"),
                 seq=illegal_end[2], card=board.label(illegal_end[1]), player=illegal_end[0])
        else:
            board.illegal_end = illegal_end  # still to show (_illegal_skipped)
    attacked_out, board.unnamed_out = board.unnamed_out, None  # (the event after that attack)
    out_more, board.unnamed_out_more = board.unnamed_out_more, 0
    if board.seats_open and not board.over:
        _seat_from_log(j, event)
    j.destroyed_before, board.destroyed_now = board.destroyed_now, ()
    j.seq_before = board.seq
    j.ended_before = j.turn_over()  # (a summon or action whose cost ends the turn: abilities.left_out_rule)
    held = board.unchosen_flags
    if held is not None and not (type(event) is TriggerResolved
                                 and (event.player, event.source) in (board.unchosen_summon, board.unchosen_tap)
                                 and event.targets and not event.declined):
        board.unchosen_flags = None
        j.found.extend(held[1])  # the summon ability's choice left out, and not given next: flagged at the summon
    if type(event) is CardDrawn and board.unresolved_takes and _guardian_resolved_late(j, event):
        board.seq = event.seq
        return j.found  # the guardian's draw, recorded as taking a card from under the top: the one fault
    if type(event) is not GuardianRevealed:
        board.time_stopped = board.destroyed_stopped = None
    said, board.reinforce_said = board.reinforce_said, None
    if said is not None and not board.over:
        _reinforcements_said(j, said)
    legion_kept, board.legion_draw_kept = board.legion_draw_kept, None
    if (legion_kept is not None and type(event) is TriggerResolved and event.player == legion_kept[0]
            and event.source == legion_kept[1] and not board.over):
        _legion_draw_after_all(j, legion_kept)
    after, board.draw_after_ability = board.draw_after_ability, None
    if after is not None and _turn_draw_after_ability(j, after):
        board.seq = event.seq
        return j.found  # the turn's draw, taken as made, recorded
    if board.ability_drew and type(event) is CardDrawn and _ability_draw(j, event):
        board.seq = event.seq
        return j.found  # a draw an ability made, recorded: it moves nothing on
    if type(event) is CardDrawn and (_drawn_again(j, event)
                                     or (not _turn_draw_due(j, event) and _extra_drawn(j, event))):
        board.seq = event.seq
        return j.found  # a card in the hand drawn again while an ability waits: the one fault, nothing moves on
    kept, board.turn_kept = board.turn_kept, None
    kept_flag, board.kept_flag = board.kept_flag, None
    kept_next, board.kept_next = board.kept_next, None
    pass_kept, board.pass_kept = board.pass_kept, None
    pass_flag, board.pass_flag = board.pass_flag, None
    defender_kept, board.defender_kept = board.defender_kept, None
    unresolved, board.unresolved_kept = board.unresolved_kept, None
    attack_kept, board.attack_kept = board.attack_kept, None
    may_kept, board.turn_may_kept = board.turn_may_kept, None
    draw_kept, board.draw_may_kept = board.draw_may_kept, None
    if draw_kept is not None and not board.over:
        drawer = msgspec.msgpack.decode(draw_kept[1], type=CardDrawn).player
        if ((event.player == draw_kept[0] and type(event) is not CardDrawn and type(event) not in _CONTINUING
             and board.active != event.player)
                or (type(event) is CardDrawn and event.player == drawer and board.active == drawer
                    and board.step != "draw")):
            # The first player plays on again, or the drawer draws a second time in what would be their turn: the
            # turn had not ended, and the draw was the one out of turn (_drew_on).
            _drew_on(j, draw_kept)
        elif type(event) in _CONTINUING:
            # A reveal or resolution answering the first player's event: the next event still says which it was.
            board.draw_may_kept = (*draw_kept[:3], (*draw_kept[3], (type(event).__name__, msgspec.msgpack.encode(event))),
                                   draw_kept[4], [*draw_kept[5], j.found])
    if (may_kept is not None and event.player == may_kept[0] and type(event) is not CardDrawn
            and type(event) not in _CONTINUING and board.active != event.player and not board.over):
        if may_kept[1] == "CardDrawn":
            # The next player's draw, then the first player's event: one of the two is out of turn (flagged at this
            # one, as in the next player's turn); a third event of the first player's shows it was the draw (_drew_on).
            board.draw_may_kept = (may_kept[0], may_kept[2], may_kept[3],
                                   ((type(event).__name__, msgspec.msgpack.encode(event)),), j.found, [])
        else:
            _played_on(j, may_kept)
    undrawn, board.undrawn_pass = board.undrawn_pass, None
    if (undrawn is not None and type(event) is CardDrawn and event.player == undrawn[0] and board.step == "draw"
            and board.active != event.player and not board.over):
        # A paper log's pass before the turn's draw (flagged there, the one fault), then that player's draw: the pass
        # was recorded before the draw, and their turn goes on from it (docs/chrono-clash-icons.md, Readings: "A
        # turn passed without its draw").
        _back_to(j, undrawn[1])
    if (unresolved is not None and type(event) is TriggerResolved and event.source == unresolved[1]
            and event.player == board.cards[unresolved[1]].owner and not event.declined and not board.over):
        # The guardian's owner only: "your opponent has the option to resolve it now, or ignore it". Another
        # player's record of it is no-pending as ever.
        _resolved_after_all(j, unresolved)
        board.seq = event.seq
        return j.found
    if (unresolved is not None and type(event) is EffectRecorded and event.source == unresolved[1]
            and event.player == board.cards[unresolved[1]].owner and not event.targets and not board.over
            and _guardian_effect(board, unresolved[1], event.effect)):
        # The guardian ability's effect itself, recorded by its owner right after the reveal that left ``resolve``
        # out: the record that it was resolved, as a TriggerResolved is (the seed: "your opponent has the option to
        # resolve it now").
        _resolved_after_all(j, unresolved, recorded=True)
        board.seq = event.seq
        return j.found
    if (unresolved is not None and type(event) is TriggerResolved and event.source == unresolved[1]
            and event.declined and event.player == unresolved[0].player and not board.over):
        # Declined, by the defender, just after the reveal that did not resolve it: the record of that same choice
        # ("resolve it now, or ignore it"), nothing more happens (docs/chrono-clash-icons.md, Readings: "A guardian
        # ability resolved by a TriggerResolved").
        board.seq = event.seq
        note(board, N_("seq {seq}: the TriggerResolved of {source} records that its guardian ability was ignored, as "
                       "its reveal just before says: nothing more happens"), seq=event.seq,
             source=j.label(event.source))
        return j.found
    if defender_kept is not None and type(event) is GuardianRevealed and event.player == defender_kept[0]:
        # The defender the log named reveals next: the attack was on them, and the reveal before was another
        # opponent's, out of place (flagged there): it is ignored, as such a reveal is, and this one is the attack's.
        _back_to(j, defender_kept[1])
    early_alt, board.early_alt = board.early_alt, None
    if (early_alt is not None and type(event) is GuardianRevealed and event.player == early_alt[0]
            and not board.over and board.attack is None and board.seat(early_alt[0]).guardians
            and event.card in (None, board.seat(early_alt[0]).guardians[0])):
        _early_put_away(j, early_alt)
    j.late, board.late_attack = board.late_attack, None
    j.quest_early, board.stray_quest = board.stray_quest, None
    if j.quest_early is not None and not (type(event) is AttackDeclared and event.battler == j.quest_early[1]):
        _quest_left_out(j, j.quest_early)
    board.seq = event.seq
    if type(event) is not CardDrawn:
        if board.unseen_draw is not None and board.unseen_draws > 0:
            # Its draws the log did not record: the ids of the cards taken later show whether it made them.
            pid, n = board.unseen_draw, board.unseen_draws
            had = next((x[1] for x in board.drew_unseen if x[0] == pid), 0)
            board.drew_unseen = tuple(x for x in board.drew_unseen if x[0] != pid) + ((pid, had + n),)
            _unseen_by(board, pid, board.unseen_by, had)
        board.unseen_draw = None  # only the draws recorded right after such a card are its (on_drawn)
    board.paid = -1
    board.paid_with = ()
    if type(event) is not GuardianRevealed:
        board.forgotten_more = -1
    failed, board.failed_draw = board.failed_draw, None
    if type(event) is CardDrawn and failed is not None and event.player in failed:
        return _failed_draw(j, event, failed)
    taken = board.early_taken
    if (taken is not None and type(event) is CardDrawn and event.player == taken[0] and event.card == taken[1]
            and (event.player != board.active or board.over or board.early_draw == taken)):
        # The turn's draw the engine made at an action before it (ccs.turn.draw-step, flagged there), recorded late
        # (in that turn, or after it ended): that draw, not a second one nor one out of turn; it moves nothing on (an
        # optional trigger waiting is not declined by it) (docs/chrono-clash-icons.md, Readings: "A turn's draw
        # recorded late").
        board.early_taken = None
        board.last_action = None
        if board.early_draw == taken:
            board.early_draw = None
        else:
            note(board, N_("seq {seq}: {player}'s draw of {card} is the draw of their turn before, recorded late; the "
                           "engine took it then"), seq=event.seq, player=event.player, card=j.label(taken[1]))
        _late_draw(j, event, board.seat(event.player), taken[1])
        return j.found
    if board.over:
        if _won_draw_recorded(j) or (type(event) is TriggerResolved and _won_trigger_recorded(j)):
            return j.found
        if _after_the_end(j):
            j.flag("ccs.game.over", N_("the game was already over ({result}) before this event"), result=_the_end(board))
            _end_stood(j)
        return j.found
    if (attack_kept is not None and kept is not None and type(event) is GuardianRevealed
            and event.player == attack_kept[0]):
        _draw_in_attack(j, kept, attack_kept[1])
        kept = None
    if kept is not None and event.player == kept[0] and board.active == kept[1] and (
            not kept[6] or type(event) is CardDrawn):
        _take_back(j, kept, flag=kept_flag)
    elif (kept is not None and kept_next is not None and event.player == kept_next and board.active == kept[1]
          and type(event) is CardDrawn):
        # The next player draws after a draw out of turn while the turn only may have been over: the counter ended
        # it, and the draw before was out of turn, during it (flagged there); this draw begins the next turn.
        _take_back(j, kept, noted=False, flag=kept_flag)
    kind = type(event)  # events are decoded as exactly these types (HANDLERS is keyed by them)
    if kind is TapAbilityActivated and _summon_tap(j, event, just_summoned):
        return j.found
    if kind in _REPEATABLE:
        done = board.last_action
        fields = _astuple(event)
        board.last_action = (kind.__name__, fields)
        if done is not None and done[0] == kind.__name__:  # (the fields compared only then: most actions differ)
            at = _SEQ_AT[kind]
            if done[1][:at] == fields[:at] and done[1][at + 1:] == fields[at + 1:] and _recorded_twice(j, event, kind):
                return j.found
    else:
        board.last_action = None
    out = board.left_out
    if kind is AttackDeclared and event.battler is None and _forced_recorded_late(j, event):
        return j.found
    if (kind is AttackDeclared and event.battler is None and (board.left_out is not None or board.forgotten is not None)
            and _recorded_late(j, event)):
        if out is not None and board.left_out is None and out[:2] == (event.player, event.attacker):
            board.late_attack = out  # the next event may show it was made after all (_made_after_all)
        return j.found  # nothing moves on: a trigger of its battle still waits for the log
    written = None
    took = False
    never_flag = None
    opening = kind is CardDrawn and board.step == "draw" and board.order_read is not None
    if kind in _SLIPPABLE and (event.player != board.active or (kind is CardDrawn and board.step != "draw")):
        # perhaps an event under the wrong player's name: carried on as its cards' owner's
        actor = _slipped_name(board, event, kind)
        if actor is not None:
            written, event = event, _replace(event, player=actor)
            j.event = event
        elif _late_slip(board, event, kind):
            # A summon or an action by name only, under the name of a player whose hand cannot hold it, just after the
            # active player's turn ended on the gauge, a card their hand may hold: theirs, played after the turn was
            # over (ccs.gauge.turn-over, as theirs), the name the log's slip, not flagged again (docs/chrono-clash-
            # icons.md, Readings: "An event under the wrong player's name").
            event = _replace(event, player=board.active)
            j.event = event
            j.slip_as = board.active
    elif kind is GuardianRevealed and (owner := _reveal_slipped_name(board, event)) is not None:
        # A reveal under another player's name (the attacker's) of the defender's own guardian: the one fault, as
        # written; judged as the defender's reveal (docs/chrono-clash-icons.md, Readings: "A guardian revealed under
        # the attacker's name").
        j.flag("ccs.guardian.unexpected", N_("the log names {player}, but {card} is one of {defender}'s guardians, "
                                             "revealed for the attack on them: the reveal is taken as {defender}'s"),
               player=event.player, card=_reveal_label(board, event, owner), defender=owner, read_as=owner)
        note(board, N_("seq {seq}: the log names {player}, but the cards of this event are {active}'s and it is legal "
                       "for {active}: it is taken as {active}'s, the name a slip of the log"),
             seq=event.seq, player=event.player, active=owner)
        event = _replace(event, player=owner)
        j.event = event
    if board.unnamed_attack is not None and kind not in _ANSWERS:
        settle_unnamed_attack(j, event)  # whom the attack the log left without a defender was on
    unguarded_end = False
    stood = board.attack
    if stood is not None and (stood.onward or stood.past) and not (
            kind in _ANSWERS or (kind is GuardianRevealed and event.player == stood.defender)):
        # The attack on a questing battler stopped after its quest card (Attack.onward), or one past the last guardian
        # no reveal went on with (Attack.past): it ended there, nothing owed.
        _end_attack(j)
        stood = None
    in_attack = None  # (defender, board before) of a draw out of turn during a hidden battler's attack (_draw_in_attack)
    if (stood is not None and stood.as_recorded and kind is CardDrawn and event.player != board.active
            and not stood.ghost and stood.questing is None and _hidden(board, stood.attacker)
            and board.seat(stood.defender).guardians and board.step != "draw" and not j.turn_over()):
        in_attack = (stood.defender, _keep_board(board))
    if stood is not None and stood.as_recorded and not (
            kind in _ANSWERS or (kind is GuardianRevealed and event.player == stood.defender)
            or _own_stack_opponent(board, event)
            or (kind is CardDrawn and _hidden(board, stood.attacker)
                and board.cards[stood.attacker].owner == event.player)):
        # (A draw of the attack ability of a battler the log never named (_unseen_acts) is part of the attack; one
        # past what it could draw is flagged (on_drawn, the one fault) and does not end the attack either.)
        # An attack flagged when declared (a battler not in play, its own player's guardian stack) is carried on
        # only as far as the log takes it: the log goes on with something else (the next player's draw), so it
        # ended there, with no guardian owed (docs/chrono-clash-icons.md, Readings: "An attack with a battler not
        # in play"). A Sneak Attack battler is destroyed after it all the same ("Destroy it after that attack").
        board.attack = None
        if stood.emptied:
            _emptied_fought(j, stood)
        if (stood.unguarded or stood.emptied) and not board.seat(stood.defender).guardians:
            # No reveal: no guardian was put on the stack, and the attack eliminated its defender (_attack_stack).
            # When that ends the game, this event is the one that showed it, after the end only by the reading: not
            # flagged (ccs.game.over is for an event after an end the log could see).
            unguarded_end = _unguarded_end(j, stood)
        else:
            _after_attack(j, stood.attacker)
    reinforcing = kind is BattlerSummoned and event.mode == "reinforcements"
    if kind not in _RECORDING:
        board.resolved_alone.clear()
        board.effect_echoed = ()
        board.summon_echo = None
        board.act_echo = None
        board.ability_drew.clear()
        board.quest_draws = None
    if kind is not TriggerResolved:
        board.unchosen_summon = None
        board.unowed_summon = None
        board.unchosen_tap = None
        got = board.unchosen_discard
        if not (got is not None and kind is GuardianRevealed and (
                (board.attack is not None and board.attack.attacker == got[1] and event.player == board.attack.defender)
                or (board.attack is None and event.player != got[0]))):
            # (A reveal of the guardians of that attack keeps it: its discard's choice may still follow, given late,
            # the one slip flagged at the attack (ccs.ability.choice); _discard_chosen_late. So does an opponent's
            # reveal after that attack is over, one more than it owed (ccs.guardian.unexpected, its own fault): the
            # choice given after it is still that same slip.)
            board.unchosen_discard = None
            held, board.unchosen_discard_flags = board.unchosen_discard_flags, None
            if held:
                j.found[:0] = held  # the discard's choice left out, and not given next: flagged at the attack
    if kind is BattlerSummoned and board.pending and not reinforcing:
        _legion_left_out(j, event)
    moving_on = kind not in _CONTINUING and not reinforcing
    if moving_on:
        if not board.over and board.by_id[board.active].eliminated:
            _leave_turn(j)  # eliminated during their own turn (a draw that failed): the next player's turn
        owed = board.must_attack
        if owed is not None and kind is not Conceded and event.player != board.cards[owed].owner and _sneak_unowed(j):
            owed = None
        if owed is not None and kind is not Conceded and event.player != (owner := board.cards[owed].owner):
            # Another player moves on while a battler still had to attack at once: its owner missed that
            # attack (their breach, not this event's); the match goes on as it did, without it.
            j.flag("ccs.attack.must-attack", N_("{must_attack} had to attack at once, but {player} never attacked with it"),
                   by=owner, must_attack=j.label(owed), player=owner)
            _forced_attack_missed(j)
            _missed_elimination(j, event, owner, owed)
        if board.pending and all(p.optional for p in board.pending):
            board.pending.clear()  # optional triggers left unanswered (Legion, Reinforcements): declined by moving on
    # Start the next turn when the previous one is over and this event belongs to the next player (a
    # TriggerResolved too, when nothing is waiting for one: it records what the start of their turn resolved).
    att = board.attack
    if (kind is CardDrawn and att is not None and not board.over and j.turn_over() and not board.pending
            and board.must_attack is None and event.player != board.active
            and event.player == board.next_seat(board.active).id and att.remaining > 0
            and not att.ghost and not att.as_recorded and not att.stopped and not _out_of_turn(board, att)
            and board.cards[att.attacker].zone == "battlefield"):
        # An attack made after the counter had ended the turn (a Transform's, "even if it's no longer your turn"),
        # its guardians' reveals left out, and the next player draws: the attack stopped there, short of them (the
        # one fault, ccs.attack.unfinished), and the next player's turn begins with that draw, as it would have after
        # the attack (docs/chrono-clash-icons.md, Readings: "A guardian reveal the log left out").
        j.flag("ccs.attack.unfinished", N_("{player} drew a card while the attack of {attacker}, made after {active}'s "
                                           "turn was over, still had guardians to reveal"), player=event.player,
               attacker=j.label(att.attacker), active=board.active)
        late = board.past_end_attack
        if late is not None and late[0] == att.attacker and late[2] == board.turn:
            j.found[-1].caused_by = late[1]  # (that attack flagged as made after the turn's end: it follows from it)
        board.cut_attack = (att.attacker, att.defender, att.questing, att.remaining)
        _cut_owed(board, att)
        _end_attack(j)
    settles = moving_on or (kind is TriggerResolved and not board.pending)
    # The active player drawing again after paying ended their turn begins another turn: the turn is over, and
    # the draw is judged as a turn taken by the wrong player (below), as after a pass.
    again = (kind is CardDrawn and event.player == board.active and j.turn_over()
             and (board.early_draw is None or board.early_draw[0] != event.player)  # not the turn's draw recorded late
             # nor the draw of the ability of a card the log never named, recorded right after it (its cost, the
             # cheapest its list allows, may have ended the turn: the ability resolves all the same; on_drawn)
             and not (board.unseen_draw == event.player and board.unseen_draws > 0))
    if (settles and not board.over and board.step != "draw" and board.pending and j.turn_over()
            and board.attack is None and board.must_attack is None and event.player != board.active
            and kind is not Passed):
        # Paying ended the turn while a mandatory trigger was still to be resolved, and the log goes on with the next
        # player: the trigger left out, the one fault, charged to its controller; the turn goes on as the counter
        # ended it (docs/chrono-clash-icons.md, Readings: "An unresolved trigger is its controller's").
        p = next((p for p in board.pending if not p.optional), None)
        if p is not None:
            j.flag("ccs.ability.pending", N_("{active}'s turn ended while the {kind} ability of {source} was still to "
                                             "be resolved"), by=p.controller, active=board.active,
                   kind=term(p.kind, "ability"), source=j.label(p.source))
        board.pending.clear()
    may_end = None
    # A turn that only may be over (a hidden card's unknown cost) ends at the next player's event: another player's
    # comes during it, out of turn (docs/chrono-clash-icons.md, Readings: "An action out of turn while the counter may
    # be over").
    # A concession may come at any moment: it does not show a turn that only may be over ended (the next player's
    # other event does).
    not_next = (not board.ended and board.gauge > -1 and not again and event.player != board.active
                and (event.player != board.next_seat(board.active).id or kind is Conceded))
    maybe_next = not_next and _maybe_over(board) and kind is CardDrawn
    if (settles and not board.over and board.step != "draw" and (board.ended or board.gauge <= -1 or _maybe_over(board))
            and not board.pending and board.attack is None and board.must_attack is None
            and (event.player != board.active or again) and not not_next):
        if (not board.ended and board.gauge > -1 and (kind in _REPEATABLE or kind is CardDrawn) and not again
                and event.player == board.next_seat(board.active).id):
            may_end = (board.active, _keep_board(board))  # the turn may not have ended: the next event says (_played_on)
        j.end_turn(passed=False)
    if board.failed_draw is not None:  # the start of a turn just now: this event may record its failed draw
        failed, board.failed_draw = board.failed_draw, None
        if kind is CardDrawn and event.player in failed:
            return _failed_draw(j, event, failed)
    if settles and board.over:
        if kind is CardDrawn and not unguarded_end and _won_draw_recorded(j):
            return j.found
        if not unguarded_end and _after_the_end(j):
            j.flag("ccs.game.over", N_("the game was already over ({result}) before this event"), result=_the_end(board))
            _end_stood(j)
        return j.found
    seat = board.by_id.get(event.player) or board.seat(event.player)
    if seat.eliminated and kind is GuardianRevealed and attacked_out == event.player and board.attack is None:
        # The player out of the game, attacked by the event before (ccs.attack.target-not-enemy, the one fault),
        # reveals for that attack: the table took her as still in it; part of that fault, nothing moves, and the
        # attack is on no opponent still in the game (docs/chrono-clash-icons.md, Readings: "An attack on the wrong
        # opponent").
        note(board, N_("seq {seq}: {player}, out of the game, revealed a guardian for the attack on them just "
                       "before: part of that attack's fault; nothing moves"), seq=event.seq, player=event.player)
        if out_more > 0:  # its +Guardian Attack: her next reveal answers that attack too
            board.unnamed_out, board.unnamed_out_more = event.player, out_more - 1
        return j.found
    if seat.eliminated:
        # Flagged once for each player, at their first event after it: what they play on is that one fault.
        if event.player not in board.eliminated_flagged:
            board.eliminated_flagged += (event.player,)
            j.flag("ccs.game.eliminated", N_("{player} was already eliminated from the game"), player=event.player)
            if event.player in board.stood_out:
                _own_root(j)  # (out by an attack the table played as standing: playing on is their own)
        return j.found
    if (kind is CardDrawn and pass_kept is not None and board.active == pass_kept[1]
            and event.player == board.next_seat(board.active).id
            and board.step != "draw" and not board.pending and board.attack is None and board.must_attack is None
            and not j.turn_over()):
        _pass_was_theirs(j, pass_kept, pass_flag)
    elif (kind is CardDrawn and event.player != board.active and board.step != "draw" and not board.pending
            and board.attack is None and board.must_attack is None):
        kept = (board.active, event.player, event.card, event.name, event.seq,
                in_attack[1] if in_attack is not None else _keep_board(board), False)
        _never_passed(j, event)
        never_flag = j.found[-1] if j.found and j.found[-1].rule == "ccs.turn.not-your-turn" else None
        if board.over:
            return j.found
    elif (kind is CardDrawn and event.player != board.active and board.step == "draw" and not board.pending
            and board.attack is None and board.must_attack is None):
        kept = (board.active, event.player, event.card, event.name, event.seq, _keep_board(board), True)
        taken, board.turn_taken = board.turn_taken, None
        late = taken is not None and _late_turn(j, event, taken)
        back = _order_back(j, event) if not late and board.order_read is not None else False
        if not late and back is not True:
            # The turn right after an extra turn (``taken`` not moved), begun by a third player: the one whose turn
            # was taken does not play it late, their turn lost in the round; a fault of its own.
            lost = (taken[:2] if taken is not None and not taken[3] and back is False and board.turn == taken[2] + 1
                    and event.player != taken[0] and board.active != event.player else None)
            _took_the_turn(j, event, lost)
            if back is None or lost is not None:
                # The draw follows the order before but breaks the round (a player left without a turn, or given a
                # second): a fault of its own, not what the earlier one made of the board.
                _own_root(j)
        took = True
    # Optional triggers left unanswered are declined by moving on.
    if board.pending and kind not in _ANSWERS and not reinforcing:
        if all(p.optional for p in board.pending):
            board.pending.clear()
    if written is not None:
        _flag_slipped_name(j, written, kind)
    if board.summon_guessed and kind in (QuestStarted, TapAbilityActivated, AttackDeclared):
        _battler_shown(j, event.attacker if kind is AttackDeclared else event.battler)
    HANDLERS[kind](j, event)
    if (opening and board.order_read is not None and board.order_read[1] != event.seq and board.active == event.player
            and board.step != "draw"):
        # A turn begun by its draw, in the order read: the round's turns (``Board.round_turns``), a new round from
        # the turn of the player first in that order.
        first = next((s.id for s in board.seats if not s.eliminated), None)
        board.round_turns = (event.player,) if event.player == first else board.round_turns + (event.player,)
    if took and board.active == event.player and board.step == "main":
        # The turn taken by its draw: if nothing more of theirs follows in it, that draw was their next turn's,
        # recorded early (_drawn_ahead).
        board.drawn_ahead = (event.player, event.card)
    if may_end is not None and not board.over and board.active == event.player:
        board.turn_may_kept = (may_end[0], kind.__name__, msgspec.msgpack.encode(event), may_end[1], list(j.found))
    if kept is not None and kept[4] == event.seq and not board.over and board.active == event.player:
        board.turn_kept = kept  # this draw's: the next event shows whether the turn it was taken to end went on
        board.kept_flag = never_flag if not kept[6] else None
        if maybe_next and not kept[6]:
            board.kept_next = board.next_seat(kept[0]).id
        if in_attack is not None and not kept[6] and j.found:
            board.attack_kept = (in_attack[0], j.found[-1])
    return j.found
