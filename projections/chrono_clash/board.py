"""The Chrono Clash board: every zone of every seat, the gauge, whose turn it is.

``Board`` is a mutable msgspec Struct so the replay loop can fold thousands of
events without copying; ``copy()`` gives an independent board (the card
definitions are shared: they never change during a match).

The gauge is kept from the active player's side: ``gauge > 0`` is time on
their side, ``gauge < 0`` is the counter on the next player's side. When it
reaches -1 or lower the turn ends, and the next player starts with ``-gauge``.
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

import copy as _copy

from msgspec import structs as _structs
from typing import Any, ClassVar

from msgspec import Struct, field

from ledger.chrono_clash import AttackDeclared, Card, GuardianRevealed, QuestStarted, TapAbilityActivated

from ..core import Violation


class Inst(Struct, gc=False, omit_defaults=True):
    """One physical card. ``name`` is None while nobody has seen it (paper logs).

    Its piles (the quest cards on it, the cards under it, the ability lines it gained) are tuples:
    a change replaces them, so a copy of the board shares them safely. ``gc=False``: it holds strings,
    numbers, flags and tuples of strings only, so it can never be part of a reference cycle; the
    garbage collector need not track the hundred of them dealt for every match. ``omit_defaults``: a
    snapshot holds only what differs from a fresh card.
    """

    id: str
    owner: str
    name: str | None = None
    zone: str = "deck"
    tapped: bool = False
    summoned_turn: int = -1
    quest: tuple[str, ...] = ()
    under: tuple[str, ...] = ()
    pilot: str | None = None
    attached_to: str | None = None
    strength_mod: int = 0
    cost_mod: int = 0
    gained: tuple[tuple[str, ...], ...] = ()
    gained_eot: tuple[tuple[str, ...], ...] = ()
    sneak: bool = False
    attack_ok: bool = False
    #: The seq of the event at which it last left the battlefield (0: never), for the judge's message on a later use
    #: of it as a battler in play (engine._not_your_battler).
    left_seq: int = 0
    #: The seq of the event that last moved it (0: never), and the card whose ability or play moved it then (None: the
    #: event's own act, a draw), for the judge's message on a later draw that names it (engine._drawn_from_elsewhere).
    came_seq: int = 0
    came_by: str | None = None
    #: Moved last by its own reveal as a guardian (put away after it: engine._was_guardian).
    came_guardian: bool = False


class Seat(Struct, kw_only=True):
    id: str
    name: str = ""
    seat: int = 0
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    guardians: list[str] = field(default_factory=list)
    battlefield: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    quest_points: int = 0
    eliminated: bool = False
    leader_bonus: int = 0
    known_order: bool = True
    unbound: dict[str, int] = field(default_factory=dict)
    unbound_extra: dict[str, int] = field(default_factory=dict)
    decklist: dict[str, int] = field(default_factory=dict)
    extralist: dict[str, int] = field(default_factory=dict)
    #: Cards discarded from this hand for a discard the log does not name, each with the other cards the hand
    #: held then: which one it was is left open, and a later event that takes it from the hand shows it was
    #: another (engine.Judge.reclaim).
    guessed: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: A card drawn from under the top of the deck (``ccs.draw.not-top``), with the card that was on top then: the
    #: two changed places, so a later draw that names the first again draws the other (engine.on_drawn).
    swapped: dict[str, str] = field(default_factory=dict)
    #: The starting hand's cards the log recorded drawing before the first turn ("Each player draws 5 cards from their
    #: deck for their starting hand"): a note each, nothing drawn (engine._start_hand_record).
    setup_recorded: tuple[str, ...] = ()


class Attack(Struct, kw_only=True):
    """An attack on guardians under way: how many more guardians it must fight."""

    attacker: str
    defender: str
    questing: str | None = None
    remaining: int = 1
    stopped: bool = False
    #: The attacker was not one of its player's battlers in play when the attack was declared (flagged, and carried
    #: on as recorded): its card's printed strength fights the guardians (engine._attack_strength).
    ghost: bool = False
    #: The attack was flagged when declared and is carried on only as far as the log takes it (a battler not in play,
    #: its own player's guardian stack): when the log goes on with something else, it ended there (engine.step).
    as_recorded: bool = False
    #: Made by one of the battlers that could have made the attack the log left out (Board.forgotten), and no guardian
    #: revealed for it yet: if the log goes on without one, it was that attack recorded late (engine._late_after_all).
    maybe_late: bool = False
    #: The guardians revealed for it so far: one named again while it goes on is that reveal recorded twice
    #: (engine.on_guardian).
    revealed: tuple[str, ...] = ()
    #: A +Guardian Attack battler's attack on a questing battler, its quest card fought, guardian attacks left: the
    #: manuals leave open whether it goes on, and where (the battler's next quest card, or "a second guardian in that
    #: opponent's guardian stack"). The defender's next reveal shows it went on, and to which; anything else ends it,
    #: nothing owed (engine.on_guardian, engine.step; docs/chrono-clash-icons.md, Readings: "+Guardian Attack on a
    #: questing battler").
    onward: bool = False
    #: On a stack with no guardian on the board, of a player whose card the log never named may have put guardians on
    #: it (Wild Growth, Board.may_guard): the defender's reveal of their deck's top card shows it did; anything else
    #: ends the attack, the defender eliminated as they would have been (engine.step).
    unguarded: bool = False
    #: With ``unguarded``: a +Guardian Attack with guardian attacks left past the last guardian on the board (not an
    #: attack declared on an empty stack): anything but the defender's reveal ends it, no one eliminated (engine.step).
    past: bool = False
    #: On a stack whose every guardian an attack cut short still had to reach (Board.cut_owed): the defender's reveal
    #: shows they are still there; anything else shows the table fought them then, their reveals left out: they are
    #: discarded and the defender eliminated (engine.step; docs/chrono-clash-icons.md, Readings: "A guardian reveal
    #: the log left out"). The seq of the attack's declaration; 0: not such an attack.
    emptied: int = 0
    #: The reveal that named again a guardian this attack revealed already (ccs.log.unknown-card, the one fault),
    #: the last reveal for it: when the log then moves on with guardians still owed, it was the next guardian's
    #: reveal under the wrong id, carried out then (engine._twice_was_next).
    twice: GuardianRevealed | None = None


class Pending(Struct, kw_only=True):
    """A triggered ability waiting for its controller's ``TriggerResolved`` (or a summon).

    ``optional``: moving on without answering it is no breach. A "you may" ability (Legion, Reinforcements)
    is declined so; a mandatory one that no choice could resolve (engine.Judge._trigger) resolves none of its
    icons so, as the all-or-nothing rule has it.
    """

    source: str
    controller: str
    kind: str
    ability: list[str] = field(default_factory=list)
    optional: bool = False
    cost_limit: int = 0
    #: A Legion or Reinforcements of a battler an unnamed card's action or summon ability may have destroyed, with
    #: other battlers it targeted: ``(seq, card, most)``, the most of them a card of its list destroys (Fireball: one
    #: chosen battler); once that many were destroyed after all, the others' wait no more (engine._destroyed_after_all).
    group: tuple[int, str, int] | None = None


class Board(Struct, kw_only=True):
    #: Fields ``copy()`` shares with the set-up board (never changed by a match) and indexes it rebuilds:
    #: a snapshot leaves both out (:class:`projections.core.BoardCodec`).
    SNAPSHOT_SHARED: ClassVar[tuple[str, ...]] = ("defs", "parsed", "statics", "readings")
    SNAPSHOT_INDEXES: ClassVar[tuple[str, ...]] = ("by_id",)

    seats: list[Seat]
    cards: dict[str, Inst]
    defs: dict[str, Card]
    parsed: dict[str, list[Any]]
    statics: dict[str, list[Any]] = field(default_factory=dict)
    readings: dict[Any, Any] = field(default_factory=dict)  # memo shared like statics (abilities.py)
    first: str
    active: str
    turn: int = 1
    gauge: int = 0
    step: str = "draw"
    seq: int = 0
    attack: Attack | None = None
    #: A battler whose attack on a guardian stack names no defender while several opponents are in the game
    #: (``ccs.attack.target-not-enemy``): the next event shows whom it attacked (engine.settle_unnamed_attack).
    unnamed_attack: str | None = None
    #: With ``unnamed_attack``: the player out of the game the log named as its defender (``ccs.attack.target-not-
    #: enemy``, the one fault): their reveal just after it answers that attack, part of that fault (engine.step).
    unnamed_out: str | None = None
    #: With ``unnamed_out``: how many more of their reveals, one after the other, that attack still answers (its
    #: battler's +Guardian Attack): each part of that one fault.
    unnamed_out_more: int = 0
    #: The players, other than the first, who have had no turn yet in a match of three or four: who draws after whom in
    #: the first round is the table's turn order where the header gives no seats, or where the log's first round
    #: contradicts the seats it gives (engine._seat_from_log).
    seats_open: tuple[str, ...] = ()
    #: Whether the header gives seats: the turn order read from the log (``seats_open``) then says the seats disagree
    #: with the order played, not that none were given.
    seats_given: bool = False
    #: (player, played on) of the first such player to draw out of the listed order in the first round (flagged as
    #: ever); a second, once that player has played on, shows the order the table sat in (engine._seat_from_log).
    seats_doubt: tuple[str, bool] | None = None
    #: Those players in the order of their first turn's draws in the log: with the first player, the order the table
    #: sat in once the log shows it (engine._seat_from_log).
    seats_drawn: tuple[str, ...] = ()
    #: (player, drawer, turn) when, in those first rounds, ``drawer`` (who has had a turn) began the turn that was
    #: ``player``'s by the listed order, ``player`` having had none yet (flagged as ever): ``player`` then drawing for
    #: their first turn right after that one shows they sit after ``drawer``, their first turn skipped; read so with a
    #: note, nothing more flagged (engine._seat_from_log).
    seats_skipped: tuple[str, str, int] | None = None
    #: (player, taker, turn, moved) when, with 3-4 players, ``taker`` began the turn that was ``player``'s (flagged
    #: then, the one fault) in ``turn``: ``player`` then drawing right after that turn plays their turn late, not a
    #: second fault; ``moved`` when ``taker`` had not played yet in that round (their turn came early: the order is
    #: read from the log from there, ``taker`` sitting before ``player``), else ``taker``'s was an extra turn and the
    #: order stays (engine._late_turn).
    turn_taken: tuple[str, str, int, bool] | None = None
    #: (the order before, seq) of a turn order read from the log there by engine._late_turn (two players changed
    #: places): a later turn's draw that follows the order before, not the one read, is the table going back to it,
    #: lawful (the turn goes to "the player to your left"): the order before stands again (engine._order_back).
    order_read: tuple[tuple[str, ...], int] | None = None
    #: While ``order_read`` stands: the players whose turns began, in turn, in the round of the order read under way
    #: (a round begins with the turn of the player first in it). Going back to the order before is read only where
    #: these turns are that order's own, each player once: where it would leave a player of the round without a turn,
    #: or give one a second, it is no going back (engine._order_back).
    round_turns: tuple[str, ...] = ()
    #: (listed order, note, turn draws left, board before the last event, its kind, the event, the active player
    #: before it) of a turn order read from the log, until the next round confirms it: a turn's draw there that
    #: follows the listed order and not the one read shows the table kept the listing; the reading is taken back
    #: (engine._seats_listed_after_all).
    #: (... and, for a reading made by a draw that began the turn, the board before that draw and its player: what
    #: replay shows there when the listing stands after all, that player's turn begun in its draw step.)
    seats_unsure: tuple[tuple[str, ...], str, int, bytes | None, str, bytes | None, str, bytes | None, str] | None = None
    #: (the order read, its note, turn draws left, the seq, player, turn and player due (in the order read) of the draw
    #: that took the reading back, board before the last event, its kind, the event, the active player before it) of a
    #: turn order read from the log and taken back (``seats_unsure``), for one more round: a turn's draw there that
    #: follows the order read and not the listed one shows the table sat so after all, and the draw that took it back
    #: was the round's one fault (engine._seats_read_after_all).
    seats_retaken: tuple[tuple[str, ...], str, int, int, str, int, str, bytes | None, str, bytes | None,
                         str] | None = None
    #: (defender, guardian, name it had before, note) of a paper log's reveal named twice and carried out as the next
    #: guardian's (engine._twice_was_next), the attacker still in play after it: a later reveal by the defender naming
    #: that very guardian shows the table never fought it (the attack left unfinished, the duplicate the one fault
    #: flagged): it goes back on top of the stack, hidden as it was, and the note is taken back (engine._on_guardian).
    twice_taken: tuple[str, str, str | None, str] | None = None
    #: (seq, player, attacker, opponents) of that attack when the log left its defender out (no wrong one named): the
    #: next event's reveal names the defender, a note; else it is flagged at the attack then (settle_unnamed_attack).
    unnamed_attack_at: tuple[int, str, str, int] | None = None
    #: (defender, attacker's player, seq of the attack, board before the event that settled it, the events since
    #: (type name, encoded), notes before it, (seq, rule) of their violations) of an attack with no defender and no
    #: reveal read as on the one opponent with no guardian left, who was so eliminated (settle_unnamed_attack): an
    #: event of that opponent's before the log moves past the attacker's turn shows they were not attacked; the
    #: reading is taken back (engine._presumed_out).
    presumed_out: tuple[str, str, int, bytes, tuple[tuple[str, bytes], ...], int, tuple[tuple[int, str], ...]] | None \
        = None
    #: (board before it, notes before it, the event encoded, whether it was flagged, the other players' set-up records
    #: since, encoded) of the first player's last ``CardDrawn`` taken as the record of a set-up draw of a card of
    #: their starting hand, other cards of it not recorded (or as that record written twice): when the next event of
    #: another kind has them play on without the turn's draw (``ccs.turn.draw-step``), that line was the turn's draw
    #: naming a card of the hand, and is judged so (engine._setup_record_was_draw).
    setup_kept: tuple[bytes, int, bytes, bool, tuple[bytes, ...]] | None = None
    #: An event other than a draw has been stepped: another player's ``CardDrawn`` naming a card of their starting
    #: hand in the first player's turn after her draw step is no set-up record any more (engine._start_hand_record).
    setup_over: bool = False
    #: (player, pilot, battler the log attached it to, their one free Eva, seq of the summon, board before it, the
    #: events since (type name, encoded), notes before it, (seq, rule) of their violations) of a Pilot summon whose
    #: ``attach_to`` names a battler of theirs that is no free Eva while they had exactly one (ccs.summon.pilot,
    #: flagged there): attached as the log says; a later event flagged so that the pilot on that Eva would not be
    #: shows the table attached it there, the id in the log a slip (engine._pilot_shown).
    pilot_kept: tuple[str, str, str, str, int, bytes, tuple[tuple[str, bytes], ...], int,
                      tuple[tuple[int, str], ...]] | None = None
    #: (seq of that summon, the Eva, seq of the event that showed it) while the board is carried again with the pilot
    #: on that Eva (engine._pilot_shown).
    pilot_alt: tuple[int, str, int] | None = None
    #: The seq of such an attack while the board is carried again without that reading (engine._presumed_out): its
    #: settling flags ccs.attack.target-not-enemy and attacks no one.
    presume_off: int = 0
    #: With ``unnamed_attack_at``: that attack was flagged at its seq already (a battler that could not attack): its
    #: defender left out is not a second fault of that one act (settle_unnamed_attack).
    unnamed_flagged: bool = False
    #: (seq of the attack, its player, the attacker, the opponents it may have been on, how many opponents were in
    #: the game) of an attack on a guardian stack whose defender the log left out, no reveal after it, while two or
    #: more opponents had no guardian left, and whether it was flagged at its seq already (a battler that could not
    #: attack: its defender left out is not a second fault of that one act):
    #: it eliminated one of them, which one the log shows later, by the first event of all but one of them (they
    #: played on): that one is the defender, with a note; the log ending before that, it is flagged at its seq
    #: (engine._bare_shown).
    unnamed_bare: tuple[int, str, str, tuple[str, ...], int, bool] | None = None
    #: With ``unnamed_bare``: (seq, attacker, whether flagged at its seq already) of each further such attack of the
    #: same player in the same turn over the same opponents with no guardian left, in order (k attacks over n of them,
    #: k <= n: none of them is attacked twice once out, so each put a different one out; the k left, by who plays on,
    #: are the defenders: engine._bares_shown).
    bare_more: tuple[tuple[int, str, bool], ...] = ()
    #: With ``presumed_out``: that reading is one of ``unnamed_bare`` (the defender told by the others playing on),
    #: these the players whose event takes it back (the one so read, or the two of two such attacks): it stands until
    #: the attacker's player draws for their next turn, the game over or not (engine._presumed_out).
    presumed_bare: tuple[str, ...] = ()
    #: With ``presumed_bare``: the seq of the draw that skipped the turn of the one so read (the reading told by that
    #: skip), else 0: taken back, that draw is the skipped turn's one fault (engine._presumed_out).
    presumed_skip: int = 0
    #: (seq of such an attack, (battler, tapped, quest) of every battler in play then): the attack read later, from
    #: who plays on, is judged on the battlers as they stood at it, not as a turn begun since left them (a Sentinel
    #: readied at a skipped player's turn: engine._bare_attacked).
    bare_states: tuple[int, tuple[tuple[str, bool, tuple[str, ...]], ...]] | None = None
    pending: list[Pending] = field(default_factory=list)
    #: (controller, source) of each triggered ability the engine resolved by itself, as it asked for no choice,
    #: since the last decision other than a turn's draw: a ``TriggerResolved`` may still record it (once).
    resolved_alone: list[tuple[str, str]] = field(default_factory=list)
    #: (controller, guardian) of the guardian ability a reveal just resolved (``resolve``): a ``TriggerResolved`` with no
    #: targets right after it records that resolution, accepted once with a note (engine.on_trigger).
    guardian_echo: tuple[str, str] | None = None
    #: (controller, source) of the summon ability just flagged for a target BattlerSummoned.targets left out: a
    #: ``TriggerResolved`` right after it giving the choice is that same slip, not flagged again (engine.on_trigger).
    unchosen_summon: tuple[str, str] | None = None
    #: (controller, source) of the summon ability just resolved with no choice where none was owed (no battler every
    #: manual's wording allows: one only one wording allows may still be chosen), until the next event other than a
    #: ``TriggerResolved``: one right after it may make that choice, decline it or name nothing (engine.on_trigger).
    unowed_summon: tuple[str, str] | None = None
    #: (player, battler) of a tap ability whose choice TapAbilityActivated.targets left out, until the next event: a
    #: TriggerResolved of that battler right after it gives that choice (engine.on_trigger), its flag held in
    #: ``unchosen_flags`` as for a summon's.
    unchosen_tap: tuple[str, str] | None = None
    #: (player, guardian, seq of its reveal, its guardian abilities that take cards from the top of the deck, as
    #: icon tokens) of guardians revealed without ``resolve: true``, until that player's next draw: a draw naming the
    #: card as far under the top as those abilities would have taken shows the table resolved them
    #: (engine._guardian_resolved_late).
    #: The last field says which: "unresolved" (the reveal's ``resolve`` left out or false), or "won" (a guardian that
    #: won its battle, resolved: its "when destroyed" abilities, which resolve in the French and Italian reading).
    unresolved_takes: tuple[tuple[str, str, int, tuple[tuple[str, ...], ...], str], ...] = ()
    #: (defender, attacker, seq) of an attack that the counter stopped (time gained by a guardian ended the
    #: attacker's turn: Attack.stopped) with guardian attacks left, until an event that is no reveal: a reveal then
    #: is ``ccs.guardian.unexpected``, said as such (engine._on_guardian).
    time_stopped: tuple[str, str, int] | None = None
    #: (defender, attacker, seq) of an attack with guardian attacks left whose attacker a guardian destroyed at seq:
    #: "ignore any remaining guardian attacks it had", so a reveal right after it is said so (engine._on_guardian).
    destroyed_stopped: tuple[str, str, int] | None = None
    #: (seq, the card whose ability gained it, the player who gained it) of the time an opponent of the active player
    #: gained that moved the counter to that opponent's 1 or beyond, ending the turn (a guardian's: Wave Sentinel's),
    #: until the next turn begins: named by a later play's ``ccs.gauge.turn-over`` (engine.Judge.gain_time).
    ended_by_gain: tuple[int, str, str] | None = None
    #: ``unchosen_summon``'s violations (the choice left out of BattlerSummoned.targets) and the summon's seq, held
    #: until the next event: a ``TriggerResolved`` of that battler giving the choice is the summon's choice written
    #: as its own event (a note, engine.on_trigger); anything else, or the log's end, says them (engine.step, finish).
    unchosen_flags: tuple[int, list[Violation]] | None = None
    #: The battlers the last event destroyed (engine.Judge.destroy): a source-less EffectRecorded ``destroy`` of them
    #: right after restates the board, a note (engine.on_effect).
    destroyed_now: tuple[str, ...] = ()
    #: (controller, source, card) of the attack ability just flagged for a discard AttackDeclared.targets left out
    #: (``ccs.ability.choice``: ``card`` the hand card taken as discarded): a ``TriggerResolved`` right after it naming
    #: the card discarded is that same slip, not flagged again, and the card named is the one discarded
    #: (engine.on_trigger).
    unchosen_discard: tuple[str, str, str] | None = None
    #: ``unchosen_discard``'s ``ccs.ability.choice``, held while its choice may still follow: a ``TriggerResolved``
    #: giving it makes it a note (engine._discard_chosen_late); anything else, or the log's end, says it (engine.step,
    #: finish).
    unchosen_discard_flags: list[Violation] | None = None
    #: (controller, source, targets) of the summon ability just resolved with its choices from BattlerSummoned.targets:
    #: a ``TriggerResolved`` echoing it (no targets, or the same) records it, once (engine.on_trigger).
    summon_echo: tuple[str, str, tuple[str, ...]] | None = None
    #: (controller, source, the choices it resolved with or None for an unmodelled ability, kind, seq) of the attack or
    #: tap ability just resolved with the choices its event gave (or none it needed), or of an unmodelled battler's
    #: summon: a ``TriggerResolved`` of that source right after, naming nothing or those choices, records it, once (a
    #: note; engine.on_trigger).
    act_echo: tuple[str, str, tuple[str, ...] | None, str, int] | None = None
    #: (player, seq) of a turn's draw that named a card of their extra deck (ccs.draw.extra-deck), taken as the turn's
    #: draw: a draw of theirs from the deck right after it is the turn's draw after all (engine.on_drawn).
    extra_turn_draw: tuple[str, int] | None = None
    #: The Completes a Quest abilities whose TriggerResolved, after the quest win they drew at, was taken as their
    #: record (engine._won_trigger_recorded): once each.
    won_triggers_said: tuple[str, ...] = ()
    #: (player, card, source) of each card an ability drew since the last decision other than a draw: a
    #: ``CardDrawn`` naming it records that draw, once, and draws nothing more (engine.on_drawn).
    ability_drew: list[tuple[str, str, str | None]] = field(default_factory=list)
    #: (player, n): a battler of theirs completed two quests or more at once at this turn's beginning and its Completes
    #: a Quest ability only draws: resolved once by the engine, it may have drawn n more cards, resolved once a quest
    #: card; the turn's draws recorded next show which (engine._quest_draws_open, engine._quest_drawn).
    quest_draws: tuple[str, int] | None = None
    #: (player, source, icon) of each EffectRecorded taken as a record of an effect the engine resolved since the last
    #: decision: one record for each such icon of the card's abilities (engine._effect_echo).
    effect_echoed: tuple[tuple[str, str, str], ...] = ()
    #: (defender, attacker, seq) of an attack the rules did not allow (flagged) on a player with no guardians left:
    #: whether it eliminated them is the log's to show (engine.step, finish).
    illegal_end: tuple[str, str, int] | None = None
    #: (board, passed, notes then, the seq of the event that handed it on, the (event type name, event) of each event
    #: since, each one's violations) kept as the turn was handed to the defender of ``illegal_end``
    #: (engine._keep_board): the log moving on to the next player with no event of theirs shows that attack stood,
    #: eliminating them then, the events since carried again (engine._illegal_skipped).
    illegal_turn: tuple[bytes, bool, int, int, tuple[tuple[str, bytes], ...], tuple[tuple[Violation, ...], ...]] \
        | None = None
    #: A battler summoned in Sneak Attack mode it does not have (flagged, ccs.summon.sneak-attack): it attacks at once
    #: as a Sneak Attack if the log says so, else it is a plain summon, owing no attack (engine._sneak_unowed).
    sneak_unowed: tuple[str, int] | None = None
    #: (battler, turn) of such a summon read as a plain one (engine._sneak_unowed): an attack with it later that turn
    #: is its player's own breach (ccs.attack.summoned-this-turn), not the summon's.
    unowed_plain: tuple[str, int] | None = None
    #: (seq, rule) of the violations the engine knows to be their player's own breach whatever an earlier fault's
    #: legal history makes of them: they stay roots (projections.causes reads own_roots).
    own_roots: tuple[tuple[int, str], ...] = ()
    #: (turn, card) of a summon or an action whose cost ended the turn, flagged for its ability's choice left out
    #: (``ccs.summon.ability-after-turn-end``, ``ccs.action.ability-after-turn-end``): the cost was paid all the same,
    #: so a play after that end of another card (``ccs.gauge.turn-over``) is its player's own fault, not the
    #: choice's (own_roots).
    choice_ended_turn: tuple[int, str | None] | None = None
    #: (attacker, seq, turn) of an attack declared after the counter had ended the turn (``ccs.gauge.turn-over``): its
    #: reveals left out then (``ccs.attack.unfinished``) follow from that late attack (engine.step).
    past_end_attack: tuple[str, int, int] | None = None
    #: The players an attack the rules did not allow on them with no guardians left eliminated no one, the log playing
    #: on with them (engine.step): a later fault of theirs, or of an event on them, is its player's own (own_roots),
    #: not the attack's (its legal history, a lawful attack eliminating them, would read it as another rule's).
    spared: tuple[str, ...] = ()
    #: The players an attack the rules did not allow eliminated, the log skipping them (engine._skip_carried): that
    #: elimination stood at the table, so their acting later, and an event after the end it brought, is the table's
    #: own fault (own_roots), not the attack's.
    stood_out: tuple[str, ...] = ()
    must_attack: str | None = None
    #: The last event when it was an action (its type's name and its fields, in order), else None: an action event
    #: repeating it exactly, seq aside, is the one record twice (engine._recorded_twice).
    last_action: tuple[Any, ...] | None = None
    over: bool = False
    #: Whether an event after the end was flagged (game.over): the first is the fault, the rest follow from it.
    over_flagged: bool = False
    #: Whether the game's end was declared at an attack that showed a questing battler in play (its quest points
    #: scored then, engine._quest_points_after_all): that attack's guardian reveals are part of it, not after the end.
    won_at_attack: bool = False
    #: Whether the game's end was declared late, at an event of the turn that showed a questing battler in play (the
    #: table played on, not knowing): a pass after it is the table playing on, not the winner closing the turn.
    won_late: bool = False
    #: Whether the winner's pass closing the turn the game ended in was seen (a note, engine._after_the_end): a pass
    #: after it closes nothing, the table playing on.
    winner_passed: bool = False
    #: Whether the game ended at the start of the winner's turn (5 quest points scored then), its draw not yet
    #: recorded: the log's CardDrawn of that turn is a note, not an event after the end (engine._after_the_end).
    won_at_start: bool = False
    #: The eliminated players an event was flagged for (game.eliminated): the first is the fault, the rest follow.
    eliminated_flagged: tuple[str, ...] = ()
    winner: str | None = None
    result: str = ""
    unmodelled: int = 0
    stuck: bool = False
    notes: list[str] = field(default_factory=list)
    note_msgs: list[dict[str, Any]] = field(default_factory=list)  # the notes as messages (projections.messages)
    result_msg: dict[str, Any] = field(default_factory=dict)
    turn_ended_by: str = ""
    ended: bool = False
    #: Where the counter stood when the turn finished (the gauge, from the active player's side), kept once the
    #: active player plays on after paying ended the turn (``ccs.gauge.turn-over``): the late card is carried out
    #: as recorded, but the next player begins "on the number where your turn finished", not where its cost
    #: moved the counter. None while nothing was played late.
    finished_on: int | None = None
    #: A paper log summoned or played a hidden card it never named (``ccs.log.unknown-card``): its cost is unknown,
    #: so where the counter stands is too, until a player passes in a turn that cannot have ended yet;
    #: meanwhile each turn's end is taken from the log
    #: (the next player's draw), with no ``ccs.gauge.turn-over`` (engine.Judge.turn_over).
    gauge_unknown: bool = False
    #: The turn the last such hidden card was played in. (A pass in a turn that may already have ended, this turn or
    #: a later one, may come after its end, so the counter stays unknown into the next turn: engine.Judge.end_turn.)
    unknown_turn: int = 0
    #: While ``gauge_unknown``: the least the counter can stand on (from the active player's side); ``gauge`` is then
    #: the most it can (a hidden card cost 0 or more: an extra deck card or a Reinforcements summon costs no time). The
    #: turn is certainly over once ``gauge`` reaches -1 (``ccs.gauge.turn-over`` after that), and may be over (its end
    #: taken from the log) only once ``gauge_low`` has (docs/chrono-clash-icons.md, Readings: "A card played under a
    #: name its deck list lacks").
    gauge_low: int = 0
    #: While ``gauge_unknown``: the least ``gauge_low`` has been this turn (time gained after that does not take a
    #: turn's end back): a turn the log ended on the gauge finished at most this far, so the next player begins at
    #: most this far on their side (engine.Judge.end_turn).
    gauge_deepest: int = 0
    #: The players a hidden card of theirs never named was summoned or played for: what its abilities did is
    #: unknown, so an extra deck card of theirs the log takes from the hand may have been drawn by one of them.
    unseen_abilities: tuple[str, ...] = ()
    #: The player whose hidden card the log never named (or named with a name the deck list lacks) was the last event,
    #: and each event since is a draw of theirs: what the card did is taken from the log, so such a draw is its
    #: ability's (a Tide Scholar's), not a second turn draw (engine.on_drawn). None otherwise.
    unseen_draw: str | None = None
    #: While ``unseen_draw``: how many more draws the card could have made (the most a card it could be draws when
    #: summoned or played, from its deck list as for the time it gains); a draw past them is ``ccs.turn.draw-step``.
    unseen_draws: int = 0
    #: (player, n): draws of a hidden card the log never named that no event recorded (its draws not logged next): up
    #: to n cards may have left the top of that player's deck for the hand unseen; a paper log's later event that
    #: takes a card from under the top (its id past the ones left) shows they did (engine._drawn_unseen). A draw of
    #: the top card shows they did not.
    drew_unseen: tuple[tuple[str, int], ...] = ()
    #: (player, card): the one hidden card whose unrecorded draws make up that player's ``drew_unseen`` (none listed:
    #: several, or not known): the ids that show them drawn show it draws from the main deck (``drew_main``).
    drew_unseen_by: tuple[tuple[str, str], ...] = ()
    #: While ``unseen_draw``: the one card whose summon, play, tap or quest those draws are (None: several, or an
    #: attack, whose ability may be another card's summon ability played again later).
    unseen_by: str | None = None
    #: Hidden cards the log never named that drew a main deck card that way (engine.on_drawn): no card they could be
    #: also draws from the extra deck, so an extra deck card their player takes is not one they drew
    #: (engine._unseen_extra).
    drew_main: tuple[str, ...] = ()
    #: Battlers in play that may have left play unseen: a battle not judged (a card the log never named on either
    #: side) or an unnamed action that targeted them. The log's later events say where each went: summoned from the
    #: hand (a Withdraw), taken from the discard pile (destroyed), or attacked past as gone (a Taunt); a card moved
    #: leaves the list (engine._left_after_all).
    may_have_left: tuple[str, ...] = ()
    #: (battler, turn, quest cards): a battler of ``may_have_left`` whose quest cards scored no point at the beginning
    #: of that turn; an event of the same turn using it in play scores them then (engine._stayed).
    quest_held: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    #: Those of ``may_have_left`` an unnamed action targeted (it may have returned them to the hand, a Tidal Recall):
    #: any other goes to the hand only as a Withdraw battler (its card's, or one its deck list allows when unnamed).
    may_bounce: tuple[str, ...] = ()
    #: (player, n): how many extra deck cards the cards of theirs the log never named may still have drawn (Draw 1 EX:
    #: Gatekeeper's summon, Rift Caller's attack), the most the cards they could be draw when they act: an extra deck
    #: card past them that the log takes from the hand is not in it (engine._unseen_extra).
    extra_draws: tuple[tuple[str, int], ...] = ()
    #: (card, ((name, n), ...)) of each unnamed card that acted: the extra deck cards it drew in all, were it that name
    #: (those drawing none left out): its share of ``extra_draws`` is the most of them.
    extra_acts: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    #: (player, n) of players a card the log never named may have put up to n cards of their deck on their guardian
    #: stack for (Wild Growth): an attack on their stack with no guardian left waits for the log (Attack.unguarded).
    may_guard: tuple[tuple[str, int], ...] = ()
    #: The players eliminated for failing the draw at the start of their turn, in the order they failed (two or more
    #: when the next players' decks are empty too: the engine runs each start of turn in turn), until the next event:
    #: the events from there may record the draws they failed to make, in that order, which are the losses themselves,
    #: not actions after them.
    failed_draw: tuple[str, ...] | None = None
    #: (player, card) when an action of the active player came before the turn's draw (``ccs.turn.draw-step``):
    #: the engine took the top card for them then, and the turn's first CardDrawn after it is that draw recorded
    #: late, matched to that card (engine.on_drawn), not a second draw. None otherwise; a new turn clears it.
    early_draw: tuple[str, str] | None = None
    #: The same (player, card), kept past the end of that turn until the player's next turn begins: a CardDrawn of
    #: theirs naming that card in another player's turn is that draw recorded late, past the turn's end (the log
    #: author put it two places late), not a draw out of turn (engine.step).
    early_taken: tuple[str, str] | None = None
    #: (player, card) when the engine's draw for a turn whose draw was left out (``early_taken``) was never recorded
    #: in that turn and the card is still in their hand when their next turn begins: a draw naming it in that turn's
    #: draw step shows the table never drew it then (the card stayed on top, ccs.turn.draw-step flagged then, the one
    #: fault): it goes back on top and is drawn from there (engine.on_drawn). A new turn clears it.
    skipped_draw: tuple[str, str] | None = None
    #: The quest cards placed by a quest flagged at its seq (the act itself illegal: engine.on_quest), as (card, seq).
    flagged_quest: tuple[tuple[str, int], ...] = ()
    #: (player, seq of the flagged quest, points) for each quest point a flagged quest scored: a win that rests on them
    #: says so (engine._quest_win).
    flagged_points: tuple[tuple[str, int, int], ...] = ()
    #: (player, card an ability drew, card the turn's draw took, seq, the ability's source) of a draw-step CardDrawn
    #: naming the card an ability drew at the turn's start (engine._ability_draw), for the next event only: a draw of
    #: that player naming the card taken records the turn's draw, and an event of theirs playing the card taken shows
    #: the turn's draw made (left out of the log); anything else shows the first was the turn's draw, not the top
    #: card (engine._turn_draw_after_ability).
    draw_after_ability: tuple[str, str, str, int, str] | None = None
    #: (player, card) of a draw a player made during another player's turn (``ccs.turn.not-your-turn``): when their
    #: own turn then begins with an action, not a draw, it was that turn's draw recorded early, and the turn's draw
    #: is taken as made (engine._drawn_ahead). Cleared when another player's turn begins, or at their turn's first
    #: event.
    drawn_ahead: tuple[str, str] | None = None
    #: (interrupted player, drawer, card, name, seq, board before) of a draw taken as the start of the drawer's turn
    #: because the active player never passed (engine._never_passed), until the next event: when that next event is
    #: the interrupted player's, their turn had not ended, and the board before the draw is taken back
    #: (engine._take_back). The board is its msgpack encoding, without the set-up's shared fields. The last item is
    #: True for a draw taken as the start of a turn the player whose turn it was had not begun (engine._took_the_turn):
    #: only that player's draw as the next event takes it back.
    turn_kept: tuple[str, str, str | None, str | None, int, bytes, bool] | None = None
    #: Beside ``turn_kept``, when the turn that draw was taken to end only may have been over (a hidden card's unknown
    #: cost) and the drawer is not the next player: that next player, whose draw as the next event shows the counter
    #: ended the turn, the draw taken back as one out of turn (engine.step). None otherwise.
    kept_next: str | None = None
    #: (defender, violation) beside ``turn_kept`` when that draw came during the attack of a battler the log never
    #: named on the defender's guardian stack, with guardians left and the turn's counter not over (the board kept is
    #: the one with the attack on): when the next event is a reveal of that defender, the attack went on, and the draw
    #: was one out of turn, its flag (the verdict's own object) said as such (engine._draw_in_attack).
    attack_kept: tuple[str, Violation] | None = None
    #: (battler, the summon event, board before it) of a battler with Sneak Attack summoned in ``normal`` mode (the mode
    #: left out: its default), until the next event: when that is an attack by it, which a battler summoned this turn
    #: may make only by Sneak Attack, the summon was the Sneak Attack summon, and it is judged again so
    #: (engine._sneak_read).
    sneak_kept: tuple[str, bytes, bytes] | None = None
    #: (player, battler) of a Sentinel or Taunt battler just summoned untapped (its summon's ``tap`` left out), until the
    #: next event: a ``TapAbilityActivated`` of it by that player, when it has no tap ability, records the summon's
    #: optional tap ("You may tap this battler when you summon it"; engine._summon_tap).
    summon_tap: tuple[str, str] | None = None
    #: (player whose turn it was, event type name, the event, board before, its violations) of an action of the next
    #: player taken as the start of their turn because the counter may have been over (a hidden card's unknown cost),
    #: until the next event: when that is the first player's again, their turn had not ended, and the action was one
    #: out of turn (engine._played_on).
    turn_may_kept: tuple[str, str, bytes, bytes, list[Violation]] | None = None
    #: (player whose turn it was, the next player's draw taken as the start of their turn while the counter may have
    #: been over, the board before it, the (event type name, event) of the first player's that came next (flagged as
    #: out of turn) and of the reveals and resolutions answering it, that event's violations, theirs), until the next
    #: other event: when that is the first player's again, or the drawer's second draw, their turn had not ended, and
    #: the draw was the one out of turn (engine._drew_on).
    draw_may_kept: tuple[str, bytes, bytes, tuple[tuple[str, bytes], ...], list[Violation],
                        list[list[Violation]]] | None = None
    #: (drawer, Legion source, the draw, the board before it) of a draw of the next player after a turn that paying
    #: ended, right after their Legion drew while another Legion icon of theirs waited, taken as their turn's draw (the
    #: waiting Legion declined by moving on; engine._next_turn_draw), until the next event: when that resolves the
    #: waiting Legion, the draw was the Legion's recorded under a wrong id (engine._legion_draw_after_all).
    legion_draw_kept: tuple[str, str, bytes, bytes] | None = None
    #: (player, Reinforcements source, seq, its flag) of a TriggerResolved resolving a Reinforcements trigger (not
    #: declined), until the next event: the trigger still waits, and when that event is its player's Reinforcements
    #: summon, the TriggerResolved recorded the trigger whose summon follows (a note); otherwise the flag held here
    #: (``ccs.summon.reinforcements``: the summon is logged as BattlerSummoned) is said (engine._reinforcements_said).
    reinforce_said: tuple[str, str, int, list[Violation]] | None = None
    #: (player, board) after a paper log's pass before the turn's draw (``ccs.turn.draw-step``, nothing drawn), the
    #: board kept as it was before the pass ended the turn: when the next event is that player's draw, the pass was
    #: recorded before it, and the turn goes on from there (engine.step). None otherwise.
    undrawn_pass: tuple[str, bytes] | None = None
    #: Only on a trial board engine.kept folds on (0 otherwise): the seq of the event whose board replay and explain
    #: show; when a later event takes the reading back and carries that event again as the other reading
    #: (engine._take_back, _played_on, _drew_on), the board after it then, encoded as engine._keep_board (``shown``).
    show_at: int = 0
    shown: bytes | None = None
    #: Only on such a trial board: the turn order the verdict keeps for the board at ``show_at``, where a turn order
    #: read from the log after it was taken back later and nothing else differs there (engine._seats_listed_after_all).
    show_order: tuple[str, ...] = ()
    #: (passer, active player, seq) of a pass under another player's name while the active player could pass
    #: (engine._slipped_pass, flagged there), until the next event: when that is the draw of the player after the
    #: active one, the pass was the active player's (engine._pass_was_theirs).
    pass_kept: tuple[str, str, int] | None = None
    #: ``pass_kept``'s violation, the verdict's own object: when the draw shows whose the pass was, it is read as the
    #: active player's (``read_as``), the name a slip of the log. A copy of the board holds a copy of it.
    pass_flag: Violation | None = None
    #: Beside ``turn_kept`` of a draw taken as the start of a turn never passed (engine._never_passed): that draw's
    #: violation, said again as a plain draw out of turn when the turn is shown to have gone on (engine._take_back).
    kept_flag: Violation | None = None
    #: (the defender the log named, board before) of an attack taken as on the player who revealed for it
    #: (engine._defender_shown, flagged there), until the next event: when that is a reveal by the defender the log
    #: named, the attack was on them after all, and the board before is taken back (the reveal ignored, as flagged).
    defender_kept: tuple[str, bytes] | None = None
    #: (reveal, guardian, board before it) of a GuardianRevealed without ``resolve: true`` (left out, or false) of a
    #: guardian with a guardian ability: a TriggerResolved of that guardian next records that the ability was
    #: resolved, the reveal taken as ``resolve: true`` (engine.step).
    unresolved_kept: tuple[GuardianRevealed, str, bytes] | None = None
    #: (player, attacker, defender) of an attack declared after a guardian revealed with no attack under way and
    #: taken as that attack recorded late (engine._recorded_late), for the next event only: when it is a reveal of the
    #: defender's next guardian, the attack was made after all (engine._made_after_all).
    late_attack: tuple[str, str, str] | None = None
    #: (defender, questing battler, quest card, resolve, targets, seq, name) of the top quest card revealed with no
    #: attack under way (ccs.guardian.unexpected), for the next event only: when it declares the attack on that
    #: battler, the reveal was that attack's, recorded early (engine._attack).
    stray_quest: tuple[str, str, str, bool, tuple[str, ...], int, str | None] | None = None
    #: (defender, guardian, discarded) of the top guardian revealed with no attack under way (ccs.guardian.unexpected),
    #: until that player's next reveal, which shows where the table left it: a reveal of the guardian under it shows
    #: it was put away; a reveal of it again, after the reading discarded it, shows it stayed on the stack
    #: (engine._stray_shown).
    stray_guardian: tuple[str, str, bool] | None = None
    #: With ``stray_guardian``: that reveal as the log wrote it (its name, resolve and targets), for the attack it may
    #: turn out to have been recorded early for (engine._stray_shown).
    stray_event: GuardianRevealed | None = None
    #: The guardian under Board.stray_guardian's when it was revealed: a reveal of it after an effect discarded the
    #: stack's top shows the guardian revealed for no attack stayed on the stack and was the one discarded.
    stray_below: str | None = None
    #: (defender, guardian, notes before, board, reveal, reveal for no attack) when a reveal for a +Guardian Attack battler's attack took the
    #: guardian revealed for no attack just before as that attack's first, recorded early (engine._stray_shown), for
    #: the next event only: the defender's reveal of the next guardian shows the table put it away instead, the attack
    #: reaching the two under it (engine._early_put_away). ``board`` is the board before that reading
    #: (engine._keep_board), ``reveal`` the reveal it was read at, ``reveal for no attack`` that one (msgpack).
    early_alt: tuple[str, str, int, bytes, bytes, bytes] | None = None
    #: The time more than its start that the table's counter gave the active player this turn: the turn before was
    #: played on past the gauge (``finished_on``), its late cards' costs moving the counter further onto this player's
    #: side. The turn begins where the turn before finished; when the player plays on past the end that start gives,
    #: within what the table's counter gave them, the log shows the table's counter, and the turn goes on from it
    #: (engine._table_counter).
    table_lead: int = 0
    #: (player, battler, turn) of a Sneak Attack battler destroyed when its attack was missed (``ccs.attack.must-attack``),
    #: or a Transform battler left in play then: an attack its player declares with it later, until their next turn is
    #: over (the Transform battler's: in another player's turn, or in its own), is that attack recorded late
    #: (engine._sneak_recorded_late).
    missed_sneak: tuple[str, str, int] | None = None
    #: (attacking player, defender, guardian, battlers) of an attack the log left out (a guardian revealed with no
    #: attack under way) that any of several battlers could have made: the log shows later which one (a trigger of
    #: its battle, or an attack on it as a tapped battler), until its player's next turn (engine._forgotten_attacker).
    forgotten: tuple[str, str, str, tuple[str, ...]] | None = None
    #: How many more guardians the defender revealed right after the one that set ``forgotten`` (its reveals in a
    #: row, for a +1 Guardian Attack battler's attack the log left out), -1 once another event came between them
    #: (engine._forgotten_more).
    forgotten_more: int = -1
    #: The seq of the first ``ccs.gauge.turn-over`` since the last pass (0: none): the ones after it, until a pass
    #: puts the counter back on 3, are linked to it (engine._drifted).
    drift_from: int = 0
    #: The turn of ``drift_from``: a pass in that same turn, after the late cards, changes nothing (engine.on_passed).
    drift_turn: int = 0
    #: (player, attacker, defender) of the attack the log left out, taken as made at a guardian revealed with none
    #: under way, this turn: an AttackDeclared of it after the reveal is that attack recorded late (engine.on_attack).
    left_out: tuple[str, str, str] | None = None
    #: (player, attacker, defender, turn) of a left_out attack taken as a Sneak Attack or Transform battler's, the one
    #: it had to make at once: its AttackDeclared recorded in the next player's turn is still that attack, late
    #: (engine._forced_recorded_late).
    forced_left_out: tuple[str, str, str, int] | None = None
    #: (defender, guardian) of the top guardian an attack ability discarded from the attacked opponent's stack, its
    #: chosen opponent left out among several (``ccs.ability.target``): that defender's next reveal shows whether the
    #: table did: a reveal of it puts it back on top (engine._guessed_discard_shown).
    guessed_discard: tuple[str, str] | None = None
    #: (attacker, defender, questing, remaining) of an attack on guardians another event cut short
    #: (``ccs.attack.unfinished``): a guardian its defender reveals later, with no attack under way, is for it, the
    #: attack recorded early (engine.on_guardian), until a turn of another player than the attacker's begins.
    cut_attack: tuple[str, str, str | None, int] | None = None
    #: (defender, guardians, attacker) of such an attack on a guardian stack of a full-order log: the named guardians
    #: it still had to reach. The defender's next reveal, of a card under them, shows the table fought them: they are
    #: discarded then, not a reveal out of order (engine.on_guardian; docs/chrono-clash-icons.md, Readings: "A
    #: guardian reveal the log left out").
    cut_owed: tuple[str, tuple[str, ...], str] | None = None
    #: (defender, guardians, attacker) of those guardians once taken as fought (discarded by that reading): a reveal
    #: of one of them that then comes, with no attack of the defender's guardians under way, is that guardian's reveal
    #: recorded late, not a reveal for no attack (engine.on_guardian).
    cut_fought: tuple[str, tuple[str, ...], str] | None = None
    #: With ``cut_owed``: whether those guardians, fought as a revealed one would be, destroy the attacker (a
    #: battler guardian of its strength or more, or the attacker's Last Stand), judged with the attacker's strength
    #: when the attack was cut short. Once the guardians are taken as fought, the attacker loses that battle
    #: (engine._fought_unseen).
    cut_doomed: bool = False
    #: With ``cut_doomed``: the uses of that attacker as a battler in play (its attacks, tap abilities and quests)
    #: recorded before its guardians were taken as fought (the battler the guardian destroyed used again): each
    #: flagged at its seq once they are, as a use of a battler no longer in play (a quest's card back in the hand).
    cut_used: tuple[QuestStarted | AttackDeclared | TapAbilityActivated, ...] = ()
    #: The seqs of those uses that repeat the one before exactly, a battler already tapped (engine._recorded_twice):
    #: when the guardians are not fought, each is the one action recorded twice, flagged then (engine._cut_uses_stood).
    cut_twice: tuple[int, ...] = ()
    #: The time the event at ``seq`` paid for the battler it summoned or the action it played (after a
    #: Leader discount, with cost modifiers); -1 when it paid no time (an extra deck card, Reinforcements,
    #: a card it could not play, any other event). What replay text says was paid.
    paid: int = -1
    #: The battlers the event at ``seq`` destroyed to pay for the extra deck card it summoned or played, each
    #: once (a battler listed twice in ``payment`` is destroyed once; a payment for a standard card destroys
    #: nothing): what replay text should say was destroyed.
    paid_with: tuple[str, ...] = ()
    #: Hidden cards a Legion ability discarded from the top of a deck, unnamed by the log (or named as a card the deck
    #: list has no copy of left, ``ccs.log.unknown-card``): whether each was a battler, drawn into the hand, is
    #: unknown, so it stays in the discard pile until an event takes it from the hand, which shows it was
    #: (engine._card).
    legion_hidden: tuple[str, ...] = ()
    #: Those of them an event took from the hand since (so battlers, which the Legion ability drew), not yet named:
    #: a name that makes one an action card later is the log's contradiction (engine.on_guardian).
    legion_drawn: tuple[str, ...] = ()
    #: Quest cards a paper log left out (QuestStarted with no ``card`` or ``name``), each the hand card the engine
    #: took: an event that takes one from the hand later shows the face-down card was another hidden card of that
    #: hand, and the two change places (engine._quest_card_shown).
    quest_guessed: tuple[str, ...] = ()
    #: Battlers a paper log summoned by name only, each the hidden hand card the engine took: an event that names
    #: another hidden card of that hand as a battler in play later shows the summon took that one, and the two change
    #: places (engine._battler_shown).
    summon_guessed: tuple[str, ...] = ()
    # Not the match's state, bookkeeping that makes replay fast (never shared between copies):
    # kw: memo of each card's keyword abilities and static strength (abilities.py), per owner;
    #     an owner's entries are dropped whenever a name, gained ability or pilot changes, or a
    #     card with aura lines enters or leaves their battlefield.
    # eot: every card that may carry an end-of-turn effect (strength or cost modifier, gained
    #     ability, attack_ok): the start of a turn clears those, and only those need looking at.
    # by_id: the seats by player id (the first seat of each id, as seat() finds it).
    kw: dict[str, Any] = field(default_factory=dict)
    eot: set[str] = field(default_factory=set)
    by_id: dict[str, Seat] = field(default_factory=dict)

    def copy(self) -> "Board":
        """An independent board (card definitions shared: they never change in a match)."""
        rep = _structs.replace
        cards = {k: v.__copy__() for k, v in self.cards.items()}  # their piles are tuples: shared safely
        seats = [rep(s, deck=list(s.deck), hand=list(s.hand), guardians=list(s.guardians),
                     battlefield=list(s.battlefield), discard=list(s.discard), extra=list(s.extra),
                     unbound=dict(s.unbound), unbound_extra=dict(s.unbound_extra),
                     decklist=dict(s.decklist), extralist=dict(s.extralist), guessed=dict(s.guessed),
                     swapped=dict(s.swapped))
                 for s in self.seats]
        return rep(self, cards=cards, seats=seats,
                   attack=rep(self.attack) if self.attack is not None else None,
                   pending=[rep(p, ability=list(p.ability)) for p in self.pending],
                   resolved_alone=list(self.resolved_alone), ability_drew=list(self.ability_drew),
                   notes=list(self.notes), note_msgs=list(self.note_msgs), result_msg=dict(self.result_msg), kw={}, eot=set(self.eot),
                   pass_flag=rep(self.pass_flag) if self.pass_flag is not None else None,
                   kept_flag=rep(self.kept_flag) if self.kept_flag is not None else None,
                   attack_kept=(self.attack_kept[0], rep(self.attack_kept[1])) if self.attack_kept is not None else None,
                   turn_may_kept=(*self.turn_may_kept[:4], [rep(v) for v in self.turn_may_kept[4]])
                   if self.turn_may_kept is not None else None,
                   by_id={s.id: s for s in reversed(seats)})

    def deepcopy(self) -> "Board":
        return _copy.deepcopy(self, {id(self.defs): self.defs, id(self.parsed): self.parsed,
                                     id(self.statics): self.statics, id(self.readings): self.readings})

    # -- lookups -------------------------------------------------------
    def seat(self, pid: str) -> Seat:
        s = self.by_id.get(pid)
        if s is not None:
            return s
        for s in self.seats:
            if s.id == pid:
                self.by_id[pid] = s
                return s
        raise KeyError(pid)

    def alive(self) -> list[Seat]:
        return [s for s in self.seats if not s.eliminated]

    def next_seat(self, pid: str) -> Seat:
        """The next player still in the game, to the left (next seat in turn order)."""
        order = self.seats
        for i, s in enumerate(order):
            if s.id == pid:
                break
        else:
            raise KeyError(pid)
        for k in range(1, len(order) + 1):
            s = order[(i + k) % len(order)]
            if not s.eliminated:
                return s
        return order[i]

    def opponents(self, pid: str) -> list[Seat]:
        return [s for s in self.seats if s.id != pid and not s.eliminated]

    def card_def(self, iid: str) -> Card | None:
        inst = self.cards.get(iid)
        if inst is None or inst.name is None:
            return None
        return self.defs.get(inst.name)

    def label(self, iid: str | None) -> str:
        """How a judge names a card: ``Ember Knight (alice.12)``."""
        if iid is None:
            return "?"
        inst = self.cards.get(iid)
        if inst is None:
            return repr(iid)
        return f"{inst.name or 'a hidden card'} ({iid})"


# -- undo journal ------------------------------------------------------
# An ability that can fail part way resolves on the board itself with a journal: the first time
# a board, seat, card or attack is about to change, its fields are saved (lists and dicts by
# content, and the objects themselves so references held by callers stay valid); if the ability
# fails, every saved object is put back as it was (the all-or-nothing rule).

_NOT_STATE = {"cards", "defs", "parsed", "statics", "readings", "seats", "kw", "eot", "by_id"}
_FIELDS: dict[type, tuple[str, ...]] = {}


def save_state(obj: Any) -> list[tuple[str, Any, Any]]:
    fields = _FIELDS.get(type(obj))
    if fields is None:
        fields = _FIELDS[type(obj)] = tuple(f for f in type(obj).__struct_fields__ if f not in _NOT_STATE)
    out = []
    for f in fields:
        v = getattr(obj, f)
        t = type(v)
        out.append((f, v, v[:] if t is list else dict(v) if t is dict else None))
    return out


def restore_state(obj: Any, state: list[tuple[str, Any, Any]]) -> None:
    for f, v, content in state:
        if content is not None:
            if type(v) is list:
                v[:] = content
            else:
                v.clear()
                v.update(content)
        setattr(obj, f, v)


SEAT_ZONES = frozenset(("deck", "hand", "guardians", "battlefield", "discard", "extra"))


def zone_list(seat: Seat, zone: str) -> list[str]:
    if zone in SEAT_ZONES:
        return getattr(seat, zone)
    raise KeyError(zone)


def snapshot(board: Board) -> dict[str, Any]:
    """Not used for replay; handy for debugging."""
    import msgspec

    return msgspec.to_builtins(board)
