"""The FFTCG board: every zone of both seats, the stack, priority, phase and step.

``Board`` is a mutable msgspec Struct folded in place by the replay loop;
``copy()`` gives an independent board (card definitions are shared).
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

from typing import Any, ClassVar


from msgspec import Struct
from msgspec import field as _f
from msgspec import structs as _structs

from ledger.fftcg import Card, Effect

ZONES = ("deck", "hand", "field", "damage", "break", "removed")


class Inst(Struct, kw_only=True, gc=False, omit_defaults=True):
    """One physical card. A card that changes zones is a new card: its state resets.

    ``gc=False``: it holds strings, numbers and flags only, so it can never be part of a reference cycle;
    the garbage collector need not track the thousands a long match's board holds (msgspec's option).
    ``omit_defaults``: a snapshot holds only what differs from a fresh card (most are in a deck,
    untouched): far fewer fields to decode when a seek starts from one."""

    id: str
    owner: str
    serial: str
    zone: str = "deck"
    controller: str = ""
    dull: bool = False
    frozen: bool = False
    #: the turn whose Active phase a freeze kept it dull in (its owner's next, seed § 5, Geler), while it stays dull
    stayed_dull: int = -1
    damage: int = 0
    power_mod: int = 0
    entered_turn: int = -1
    #: the turn a player gained control of it on the field (it entered that player's field without changing zones)
    taken_turn: int = -1
    attacked_turn: int = -1
    #: the turn it was dulled for CP as a character that makes none (a forward: flagged then, fftcg.cp.source): its
    #: attack that turn shows the table never dulled it, so it is not flagged again as dull (engine._attack_faults)
    cp_dulled_turn: int = -1
    haste_eot: bool = False
    cannot_attack_eot: bool = False  # a recorded effect forbids it to attack until the end of the turn
    cannot_block_eot: bool = False  # a recorded effect forbids it to block until the end of the turn
    moves: int = 0  # zone changes so far: an effect aimed at an earlier incarnation misses [ref (7.4)]
    #: the zone its last move took it from ("" before any): a recorded effect naming a card that left the zone the
    #: effect acts on (a target gone before it resolved) misses it, a note (engine._recorded_zone)
    left: str = ""
    left_at: int = -1  # the seq of its last move
    #: the seq its card was last cast, or an ability of it last used or triggered (an item of it put on the stack):
    #: a card a recorded effect of it names that left the field before then was never its target (engine._zone_fault)
    cast_at: int = -1
    #: the targets chosen as it was last cast or used (that item's ``targets``): a recorded return of it naming
    #: another card names a card that was not its target (engine._return_target)
    cast_targets: tuple[str, ...] = ()
    #: it fought a card a paper log never named (that battle not judged): broken in it or not, as the log later shows
    fate_unknown: bool = False
    #: a paper log named it by a serial its owner's deck list has no copy (left) of (flagged then): it stays an
    #: unnamed card, its cost, timing, targets and effect unjudged, and that serial named again is no new fault
    misnamed: str = ""
    #: a paper log's serial bound to it by a slip (an event's serials named it, a hand card the event does not use,
    #: its id one off the card the event uses unnamed: Judge.slip_keys): the card's own later event naming it
    #: otherwise decides what it is, no new fault (Judge.reveal); it holds while the card stays in the hand
    slip_named: bool = False
    #: the cards the slip that named it meant (the cards the event used unnamed, their ids one off its own): only
    #: such a card, named later, takes the copy of the deck list the slip held (Judge.reveal)
    slip_for: tuple[str, ...] = ()
    #: the serial of the copy a slip held for it, this card the one the slip meant (used unnamed by the slip's
    #: event), given back by the slip card's own event naming that card otherwise: the copy stays this card's,
    #: counted against the deck list, until an event of its own names it (Judge.reveal)
    slip_copy: str = ""
    #: the damage effects dealt to it on the field while a paper log had not named it (its power unknown, so it
    #: did not break then): (seq, turn, amount, its power change that turn, the characters whose power field
    #: abilities were on its controller's field then), judged as it is named (Judge.reveal) with its power then
    hidden_hits: tuple[tuple[int, int, int, int, tuple[str, ...]], ...] = ()
    #: (seq, damage, power): that damage broke it at that seq, found as it was named on the field (Judge.reveal)
    hidden_broke: tuple[int, int, int] = ()
    #: the battles it fought on the field while a paper log had not named it (its power unknown, so neither side
    #: was judged then): (seq, turn, the forward it fought, that forward's ``moves`` then, its power then, whether it
    #: had First Strike, its damage before, this card's power change that turn, the characters whose power field
    #: abilities were on this card's controller's field then), judged both ways as it is named (Judge.reveal)
    hidden_battles: tuple[tuple[int, int, str, int, int, bool, int, int, tuple[str, ...]], ...] = ()
    #: the first event that used it as still on the field after a battle that was not judged (engine _still_there):
    #: (seq, turn, how it was used: "blocker", "attackers", or another field of the event's)
    alive_use: tuple[int, int, str] = ()
    #: the choices that took it on the field while a paper log had not named it (it might have been any character):
    #: (seq, the target word, the card whose summon or ability chose it, the player who chose), judged as it is
    #: named (Judge.reveal)
    hidden_targeted: tuple[tuple[int, str, str, str], ...] = ()
    #: the party attacks it was a member of while a paper log had not named it (its elements unknown, so the party's
    #: shared element was not judged then): (seq, the attacking player, the party's members), judged as it is named
    #: (Judge.hidden_parties)
    hidden_party: tuple[tuple[int, str, tuple[str, ...]], ...] = ()
    #: the attacks it made while a paper log had not named it (its type unknown, taken as a forward's then):
    #: (seq, the attacking player), judged as it is named (Judge.reveal): named no forward, the first was the fault
    hidden_attacks: tuple[tuple[int, str], ...] = ()
    #: the attacks of ``hidden_attacks`` made in the turn it entered the field (or came under its attacker's
    #: control: the third item), no Haste given to it then: (seq, the attacking player, taken), judged as it is
    #: named (Judge.hidden_fresh): named a forward without Haste, each was ``fftcg.attack.entered-this-turn``
    hidden_fresh: tuple[tuple[int, str, bool], ...] = ()
    #: the blocks it made while a paper log had not named it (its type and abilities unknown, taken as a forward
    #: able to block then): (seq, the blocking player), judged as it is named (Judge.hidden_blocks)
    hidden_blocks: tuple[tuple[int, str], ...] = ()
    #: its plays as a character while a paper log had not named it (its cost and type unknown then): (seq, the
    #: player, the CP the payment made, -1 where a source of it was unnamed, the cards on the fields then that may
    #: change its cost: the named ones with such a field ability and the unnamed ones), judged as it is named
    #: (Judge.hidden_plays)
    hidden_play: tuple[tuple[int, str, int, tuple[str, ...]], ...] = ()
    #: what a summon or ability that chose it while unnamed did to it as it resolved, to undo if that choice is found
    #: invalid as it is named (the effect ignored [ref (2.3.)]): (the source, the effects done, joined by commas, its
    #: controller, dull, frozen, entered_turn and taken_turn before them, the turn, the power it added)
    hidden_done: tuple[tuple[str, str, str, bool, bool, int, int, int, int], ...] = ()
    #: the turn it fought in a battle that was not judged (a card the log never named, a party's split unknown, an
    #: attack left out): the damage it carries to the end of that turn is unknown, so a later battle of it in that
    #: turn is not judged either (engine Judge.resolve_damage)
    hurt_unknown: int = -1
    #: hit first by First Strike in a battle while its damage was unknown (hurt_unknown), the damage it would have
    #: dealt had it lived: (the forward it fought, amount, that forward's ``moves``, turn, seq, whether that broke
    #: it), dealt as the log shows it alive (engine _still_there)
    owed: tuple[tuple[str, int, int, int, int, bool], ...] = ()


class Seat(Struct, kw_only=True):
    id: str
    name: str = ""
    seat: int = 0
    deck: list[str] = _f(default_factory=list)
    hand: list[str] = _f(default_factory=list)
    field: list[str] = _f(default_factory=list)
    damage: list[str] = _f(default_factory=list)
    broken: list[str] = _f(default_factory=list)
    removed: list[str] = _f(default_factory=list)
    decklist: dict[str, int] = _f(default_factory=dict)
    mulligans: int = 0
    lost: str = ""
    lost_msg: dict[str, Any] = _f(default_factory=dict)  # why, as a message (projections.messages)
    known_order: bool = True
    unbound: dict[str, int] = _f(default_factory=dict)  # paper log: deck-list copies not yet named
    #: a short header order (setup.PARTIAL_ORDER): the ids of the known top of the deck still on top, in order. A
    #: draw the known top covers is judged as in a full-order log (engine.step: ``known_order`` for that event,
    #: ``top_on``); below it the deck is a paper deck
    top_known: list[str] = _f(default_factory=list)
    top_on: bool = False
    #: paper log: an effect the log never named (an unnamed summon or EX Burst, flagged then) resolved, so what it
    #: drew is unknown: unknown cards may be in the hand (the End phase discard taken as recorded), the cards known
    #: there still judged against the limit (engine.Judge.check_hand)
    hand_unsure: bool = False
    #: the set-up's own draws the log recorded (``CardsDrawn`` before the first turn naming the opening hand's cards,
    #: or the cards the mulligan drew: a note each, nothing drawn; engine._setup_draw_record)
    setup_recorded: tuple[str, ...] = ()
    #: the cards this player's mulligan drew (§ 7.1 ④ « repioche 5 nouvelles cartes »), whose record may follow
    mull_drawn: tuple[str, ...] = ()


class Item(Struct, kw_only=True):
    """One summon or ability on the stack."""

    kind: str  # summon, action, special, auto, burst
    source: str
    controller: str
    effects: list[Effect] = _f(default_factory=list)
    targets: list[str] = _f(default_factory=list)
    marks: list[int] = _f(default_factory=list)  # each target's ``moves`` when it was chosen
    x: int = 0
    #: X left out of the log where the effect needs one (flagged ``fftcg.number.x``, taken as 0): the log's later
    #: events may show it was more (engine.step)
    x_unknown: bool = False
    modelled: bool = True
    #: what the log recorded this item doing before it resolved (a note then): (seq, player, effect, source,
    #: targets, each target card's ``moves`` then, the cards its draw line named) of each ``EffectRecorded``,
    #: applied as it resolves (engine._recorded)
    held: list[tuple[int, str, str, str, list[str], list[int], list[str]]] = _f(default_factory=list)
    #: cancelled by an answer's recorded effect (engine._apply_recorded): it leaves the stack without resolving, the
    #: passes over it and its ``Resolved`` (if written) taken as that, never a pending or out-of-order resolution
    cancelled: bool = False
    #: (seq, card) of each target of a held effect flagged ``fftcg.target.invalid`` where it was recorded
    #: (engine._recorded_early): moved as recorded when the item resolves, not flagged again
    flagged: tuple[tuple[int, str], ...] = ()


class Trigger(Struct, kw_only=True):
    source: str
    controller: str
    ability: int
    optional: bool = False


class Combat(Struct, kw_only=True):
    attackers: list[str]
    blocker: str | None = None
    blocked: bool = False
    split: dict[str, int] = _f(default_factory=dict)
    split_ok: bool = True  # False once the block's split was flagged: its total is not judged again at damage
    #: the seq of the block whose split's total was already wrong there (else 0): a total still wrong at damage is
    #: reported on that line
    split_seq: int = 0
    #: a party block without a split: its fftcg.block.split flag (at the block's seq), held until damage shows the
    #: split was needed (two or more members left to share the blocker's damage), else dropped (engine.resolve_damage;
    #: a log ending before damage: finish)
    held: tuple[Any, ...] = ()
    #: who declared the attack: the player whose turn it is, or the other player (flagged, standing as recorded)
    player: str = ""
    #: the stack items under an attack declared with the stack not empty (flagged, standing as recorded): the
    #: log may go on with the attack before they resolve (docs/fftcg.md, Readings)
    under: int = 0
    #: an attack the log left out, its block recorded (flagged): its forwards unknown, it deals the player's damage
    #: when not blocked, and a blocked one's battle is not judged (docs/fftcg.md, Readings)
    unknown: bool = False
    #: an attack by a forward that already attacked, is dull, or entered this turn without Haste (flagged,
    #: engine._barred_attacker), read as dealing no damage: the reading beside the one that deals it, until the log
    #: decides (engine.step)
    harmless: bool = False
    #: an attack by a forward of the attacking player's broken earlier alone (flagged, ``attack.not-a-forward``):
    #: the table had it on the field, the attack carried on as recorded; unblocked, it deals the player's damage
    ghost: bool = False
    #: the forwards the log names for an attack none of which could attack (flagged; a ghost attack): the board names them
    declared: list[str] = _f(default_factory=list)


class Board(Struct, kw_only=True):
    #: Fields ``copy()`` shares with the set-up board (never changed by a match) and indexes it rebuilds:
    #: a snapshot leaves both out (:class:`projections.core.BoardCodec`).
    SNAPSHOT_SHARED: ClassVar[tuple[str, ...]] = ("defs",)
    SNAPSHOT_INDEXES: ClassVar[tuple[str, ...]] = ()

    seats: list[Seat]
    cards: dict[str, Inst]
    defs: dict[str, Card]
    first: str
    active: str
    format: str = "constructed"
    exact_payment: bool = True
    turn: int = 0
    phase: str = "setup"  # setup, draw, main1, attack, main2, end
    step: str = ""  # attack phase: prep, declare, declared, block, blocked
    priority: str | None = None
    passes: int = 0
    #: who put a summon or ability on the stack at the latest event: they may pass before the opponent, who
    #: holds priority (docs/fftcg.md, Readings); None once another event came
    added_by: str | None = None
    #: whether the latest event was a resolution: the two passes that follow may come in either order (the seed
    #: does not say who gets priority after one; docs/fftcg.md, Readings); False once another event came
    after_resolution: bool = False
    #: what the engine's own resolution at seq ``done[0]`` did: (seq, source, targets, (effect, amount) each); an
    #: EffectRecorded right after it restating one of them for that source is the log's record of it (engine._restated)
    done: tuple[int, str, tuple[str, ...], tuple[tuple[str, int], ...]] = (-1, "", (), ())  # typed: snapshots
    #: whether the latest event was a resolution after both players' passes (« Lorsque les deux joueurs ne
    #: souhaitent plus ajouter d'effet sur la pile, ceux-ci sont résolus dans l'ordre inverse », § 8): the next
    #: item may resolve at once, nobody having added to the stack (docs/fftcg.md, Readings); False once another
    #: event came
    resolve_all: bool = False
    #: the player whose End phase discard, the stack holding her End phase auto abilities, came right after her
    #: own pass: her pass again is that pass, not a second one (docs/fftcg.md, Readings); "" once another event came
    discard_pass: str = ""
    #: the stack item both players passed over that the log went on without resolving (flagged
    #: ``fftcg.stack.pending``), taken as resolved there: its ``Resolved`` recorded late, before seq
    #: ``taken_until``, is that resolution, not another (docs/fftcg.md, Readings)
    taken: str = ""
    taken_until: int = 0
    #: that item (never changed once taken): its late ``Resolved``'s Search finds and shuffle are applied then
    taken_item: Item | None = None
    #: the seq of the draw line taken as that resolution (its ``Resolved`` not yet recorded), else 0: the next
    #: player's draw before that ``Resolved`` gets a note (docs/fftcg.md, Readings)
    taken_line: int = 0
    #: the seq of the latest draw flagged as an extra draw (``fftcg.draw.count``): a ``Resolved`` right after it with
    #: nothing on the stack is the made-up resolution that draw was recorded for, not flagged again
    extra_draw_at: int = 0
    #: the seq of the latest draw line naming no card, its cards filled in as the cards due (``_draw_named``): never
    #: taken as evidence of what the table did before it (an unblocked attack's damage, docs/fftcg.md, Readings)
    named_draw: int = 0
    #: the cards that draw was taken as (the words said of it: explain, replay)
    named_cards: tuple[str, ...] = ()
    #: every card a draw line naming no card was taken as drawing (``_draw_named``): ids the log did not give, so a
    #: later event naming a hidden damage card from the hand may change places with one (engine.Judge.hand_not_damage)
    filled_in: tuple[str, ...] = ()
    #: the top of the stack when a Back Attack character was played after both players passed over it (flagged
    #: there, the stack kept): it may resolve next without passes; passed over again, it is taken as resolved
    #: before those passes, without a second flag (docs/fftcg.md, Readings)
    late_top: str = ""
    #: the seq of a pass again by the player whose turn it is after both players passed over the stack (flagged):
    #: the other player's pass right after shows the Resolved was left out, that pass the first after it
    stray_again: int = 0
    #: a Search taken as resolved without its ``Resolved`` (so without its find), before seq ``search_until``: the
    #: card of its controller's deck matching it that the log plays next is taken as the find (docs/fftcg.md)
    search_owed: Item | None = None
    search_until: int = 0
    #: a log author's slipped pass (docs/fftcg.md, Readings): the player whose pass without priority (stack
    #: empty, the holder not yet passed) was flagged at the latest event, else ""
    stray: str = ""
    #: the flag of that pass (or of a player's second pass in a row, ``early``): when the next event shows the pass
    #: was the other player's under the wrong name, its ``read_as`` says so (docs/fftcg.md, Readings)
    stray_flag: Any = None
    #: a pass recorded early (flagged there) and not yet counted: it fills the gap when the other player passes
    #: without priority before seq ``owed_until``
    owed: str = ""
    owed_until: int = 0
    #: a pass taken as given (the log went on as after two passes): that player's pass recorded late, before
    #: seq ``lent_until``, is that pass, not another
    lent: str = ""
    lent_until: int = 0
    #: a player who passed twice in a row (the second pass counted, flagged): the other player passing next shows
    #: either that player's pass between was missing, or that the second pass was recorded early
    early: str = ""
    #: the two passes that end the phase or step are made (one of them the early pass), its end held until the next
    #: event says which: the early passer acting shows the phase went on
    held: bool = False
    #: the seq of a pass without priority (flagged) over a stack, the holder not yet passed: a resolution right
    #: after it takes the holder's pass as given
    stray_at: int = 0
    #: the player whose turn's draw came right after her one pass in the End phase before, and the last seq at
    #: which the other player's pass shows that pass was her Main phase 1 pass recorded before the draw
    pre_pass: str = ""
    pre_pass_until: int = 0
    #: the seq of the latest event flagged
    flagged_at: int = 0
    #: the player whose pass was the latest event (a record of what a card did aside), else ""
    last_pass: str = ""
    #: after a player's pass right after her own (flagged), the other reading of it: recorded twice, it did
    #: nothing. Stepped on beside this board until the turn ends; an event this board flags and it does not shows
    #: the log meant it, and it takes this board's place (docs/fftcg.md, Readings)
    twice: "Board | None" = None
    twice_turn: int = 0
    #: on ``twice`` (a pass recorded twice): the flag of that pass, which the engine's reading took as the other
    #: player's pass under the wrong name (``stray_flag``); this reading taking its place, it is hers again
    twice_flag: Any = None
    #: set on the reading beside the engine's in which a player's second or late mulligan (flagged) was carried out,
    #: or a mulligan naming only some of the hand (flagged) was carried out as recorded, for that event only
    #: (engine.step)
    carry_mulligan: bool = False
    #: on a reading beside the engine's whose hand and deck differ from it from the set-up on (a mulligan carried out
    #: as recorded): a draw line naming no card is named from this reading's own deck, the cards due there
    own_draws: bool = False
    #: the damage step of an attack in the attack phase, after its damage (seed § 7.2.4.4): 1 as the damage is dealt
    #: (play back in the declaration step), 2 once what went on the stack then (an EX Burst, a damage trigger) has
    #: resolved, the stack empty: the two passes next may close the damage step or end the declaration step, both
    #: readings followed (docs/fftcg.md, Readings); 0 otherwise
    damage_open: int = 0
    #: this board is the reading beside another in which two passes closed the damage step (``damage_open``): it
    #: takes the other's place only at an attack or a character played that the other flags as out of its phase
    #: or step and it does not (docs/fftcg.md, Readings)
    closed_step: bool = False
    #: after a draw by the player whose turn it is not in Main phase 1 or the attack phase (flagged), the other
    #: reading of it: an extra draw, the turn going on. Stepped on beside this board (which reads it as the next
    #: turn begun) until seq ``extra_until``; the first event this board flags and it does not shows the log
    #: meant it, and it takes this board's place (docs/fftcg.md, Readings)
    extra: "Board | None" = None
    extra_until: int = 0
    #: this board is followed beside the engine's at least through this player's next turn draw, past
    #: ``extra_until`` where the turn runs long: the reading of a turn's draw of the wrong count as the table drawing
    #: the cards due, which that draw (naming the deck's top in one reading only) decides (engine._readings)
    to_draw: str = ""
    #: this board is the reading of a pass pair made while a triggered auto ability was left off as closing nothing
    #: (the ability had to go on the stack and resolve first [ref (9.3.1.3.)]): the pair's second pass, by this
    #: player, is absorbed as the first was (engine._step)
    idle_pass: str = ""
    #: a recorded return naming a card its summon did not target is applied to the card named, as recorded, not to
    #: the target (the reading beside the target returned: engine._readings, engine._return_target)
    as_named: bool = False
    #: the reading of such a return as moving the card named: the summon's targets it left on the field. Where it
    #: stands, an event of such a card later flagged (played as if in the hand, say) is its player's own fault,
    #: whatever the return's legal history (the target returned) makes of it (``own_roots``)
    kept_targets: tuple[str, ...] = ()
    #: (seq, rule) of the violations the engine knows to be their player's own breach, whatever an earlier fault's
    #: legal history makes of them: they stay roots (projections.causes reads own_roots)
    own_roots: tuple[tuple[int, str], ...] = ()
    #: this board is a third reading beside ``extra`` (an extra draw that drew no card) that goes on being followed
    #: beside the engine's when ``extra`` is dropped, until its own ``extra_until``
    outlives: bool = False
    #: this board is the reading of an extra draw as drawing no card (engine._drew_nothing): a hand over the limit
    #: in the other reading is no evidence against the draw (it follows from it), so it never decides for this one
    drew_none: bool = False
    #: on that reading, the flags returned at the extra draw (an out-of-turn draw's, naming the cards drawn) and
    #: what is written over them where this reading takes the engine's place: the draw taken as drawing no card
    none_flags: tuple[Any, ...] = ()
    #: on a reading followed beside the engine's: the flags of one fault both readings raise at the same event in
    #: words differing only by a count (a hand over the limit of 7 cards in one, 6 in the other), as pairs (the
    #: engine's, returned; this reading's): the fault decides nothing, and where this reading takes the engine's
    #: place its words are written over those returned (engine._alike, engine.step)
    alike_flags: tuple[Any, ...] = ()
    #: this board is a reading in which a draw drew fewer cards than in the engine's (an extra draw that drew none:
    #: ``drew_none``; a turn's draw of the cards due where the line named more): a hand over the limit in the
    #: engine's reading follows from the draw, so it never decides for this one (engine.step)
    drew_fewer: bool = False
    #: flags of the engine's reading alone that decide nothing, held back while another reading is followed beside
    #: it: a hand over the limit beside a ``drew_fewer`` reading, a ``fftcg.game.over`` after the seed's end beside
    #: the table's reading of a forbidden block (``table_block``). Returned where the engine's reading stands,
    #: dropped where the other takes its place (engine.step, engine.finish)
    hand_held: tuple[Any, ...] = ()
    #: the seq of a block the seed forbids (by a card that is not a forward of the defender's field, a dull forward,
    #: a forward that cannot block) where this board is the reading beside the seed's in which the table took the
    #: attack as blocked (engine.step): the block carried on as recorded at that seq; where the seed's reading beside
    #: it has ended the game, the log going on after the end does not undo it (0: no such reading)
    table_block: int = 0
    #: on the table's reading of a forbidden block (``table_block``), once the seed's reading beside it has ended
    #: the game: the seed's reading played on as if the game were not over, to tell the table's own faults after the
    #: end (which decide for the seed's reading) from the faults the table would have made in either reading (a
    #: forgotten discard: they decide nothing, and are held, ``hand_held``, to be flagged where the table's reading
    #: stands) (engine.step)
    seed_on: Any = None
    #: this board is the reading of a turn's draw under the wrong name as the due player's draw (engine.step,
    #: _wrong_turn_draw): where the log ends, or both readings end the game, before the next events decide, it
    #: stands, the turn order the seed's (engine.finish)
    turn_order: bool = False
    #: the seq of a pass in place of the block read as the no block left out (the defender had no forward that
    #: could block: a note, docs/fftcg.md), until the next attack; a BlockDeclared after it shows the block was
    #: recorded late, not left out (the reading beside, which flagged that pass, then takes this one's place)
    noted_block: int = 0
    #: the seq of the first pass in place of the block flagged ``fftcg.block.timing`` as the block left out (the
    #: defender could block): an author's habit is one slip, so a later block left out is a note (read the same way,
    #: the attack not blocked; docs/log-format.md), 0 before; ``unblocked_at``: the seq of the latest pass read so
    #: (a block next shows it was recorded late, not left out, engine._block)
    left_block: int = 0
    unblocked_at: int = 0
    #: the reading beside the block left out (``left_block``, flagged): the pass in place of the block and the pass
    #: after it held back (seq, player), the block awaited; a BlockDeclared next is the block recorded after the
    #: passes that followed it, carried out before them (engine._late_block)
    late_block: tuple[tuple[int, str], ...] = ()
    #: set beside ``extra`` where the flag returned at the draw is ``extra``'s (the extra draw, the likelier) and
    #: nothing writes this board's over it at the log's end (engine.finish): a log ending before the next events
    #: decide keeps ``extra``'s reading, the verdict's (engine.kept)
    extra_at_end: bool = False
    #: the defender whose pass in place of the block was flagged at the latest event: her block next is that
    #: pass's block, the pass recorded early
    unblocked: str = ""
    #: the cards drawn for a turn whose first action came before its draw (flagged ``fftcg.turn.draw-first``): the
    #: turn's late ``CardsDrawn`` is that draw (docs/fftcg.md, Readings)
    auto_drawn: list[str] = _f(default_factory=list)
    #: the cards an effect drew this turn (a resolution's draw, a recorded draw) and the card whose effect it was: a
    #: later ``CardsDrawn`` of the player whose turn it is naming them records that draw (docs/fftcg.md, Readings)
    effect_drawn: list[str] = _f(default_factory=list)
    effect_source: str = ""
    #: the event at which that effect drew (its resolution, its recorded effect): a ``CardsDrawn`` right after it is
    #: its draw line
    effect_seq: int = 0
    #: an unmodelled summon whose draw line came before its passes, no effect recorded (flagged
    #: ``fftcg.stack.resolve-early``) and the cards it named: a ``draw`` recorded for it later is that draw, made
    unknown_drawn: tuple[str, int] = ("", 0)
    #: the unmodelled summon last resolved with nothing recorded for it (its text unknown), the seq of its
    #: ``Resolved`` and its controller: a draw line of hers right after it naming cards not on top may be its draw
    #: misnamed (engine._resolved_summon_drew_top)
    unknown_summon: tuple[str, int, str] = ("", 0, "")
    #: an unmodelled summon known to draw (its card data's text: Moogle X's "Draw 1 card.") resolved with no draw
    #: recorded for it: its controller, the summon, the seq of its ``Resolved`` and the top cards its draw took
    #: (a known order): her next draw naming the cards after them shows it drew them (engine._summon_drew_unrecorded)
    summon_top: tuple[str, str, int, tuple[str, ...]] = ("", "", 0, ())
    #: the unmodelled summon on top of the stack its controller wrote a draw line over (engine._drawn): resolved,
    #: that line stands for its draw, whatever it was read as, so no summon_top is kept for it
    summon_lined: str = ""
    #: the cancelled summon that left the stack unresolved last (engine._lift_cancelled) and its card's ``moves``
    #: then: a Resolved written for it later is its late record (engine._resolved)
    lifted: tuple[str, int] = ("", -1)
    #: the passes a turn's draw came before (flagged ``fftcg.turn.phase-skipped``), in order: their late records,
    #: right after it, are those passes
    late_passes: list[str] = _f(default_factory=list)
    #: the passes recorded in an End phase with nothing to resolve (no effect there), in order: when the next turn's
    #: draw comes late or not at all (flagged), they were that turn's passes
    end_passes: list[str] = _f(default_factory=list)
    #: the seq of the pass that ended the attack phase's declaration step: an attack right after it was recorded
    #: after its step's two passes (docs/fftcg.md, Readings)
    left_declare: int = 0
    #: the turn in which an attack or a block was flagged for the passes before it left out (the log recording no
    #: passes in that turn): the turn ending with its remaining passes left out too is that same slip, not flagged
    #: again (docs/fftcg.md, Readings)
    passes_left: int = 0
    #: the turn in which the other player's action before any pass of the turn player's main phase (flagged
    #: ``fftcg.priority.no-priority``) set ``passes_left``: a pass recorded later in that turn shows the turn's
    #: passes were not all left out, and ``passes_left`` is cleared (docs/fftcg.md, Readings)
    pass_gone: int = 0
    #: the cards the last ``Discarded`` put into the Break Zone, and its turn: the same cards named again that turn
    #: are the discard recorded twice (engine._discarded)
    discarded: tuple[str, ...] = ()
    discarded_turn: int = -1
    #: the turn in which an item's Resolved was left out with its passes (``fftcg.stack.pending`` flagged, the item
    #: taken as resolved): that turn ending one pair of passes short in Main phase 2 is that same slip, not flagged
    #: again (docs/fftcg.md, Readings)
    res_left: int = 0
    #: a player's first draw of the game flagged ``fftcg.draw.not-top``: (its seq, the player, that flag, her deck
    #: before it). Her ``Mulliganed`` right after it, the draw naming the cards the mulligan put on top, is the line
    #: recorded late: the flag is written over with that one fault (engine.step; docs/fftcg.md, Readings)
    first_draw: tuple = ()
    #: (board before it, the event) of the first player's one-card line naming a card of her opening hand, none of her
    #: set-up draws recorded before it, taken as the record of that draw: when the next event has her play on without
    #: the first turn's draw, that line was that draw naming a card of the hand, judged so (engine._setup_kept_read)
    setup_kept: tuple = ()
    #: an event other than a draw has been stepped: the other player's ``CardsDrawn`` naming their opening hand in the
    #: first turn, after its draw, is no set-up record any more (engine._setup_draw_record)
    setup_over: bool = False
    #: an attack declared in the preparation step (flagged): the two passes after it may have been that step's
    early_attack: bool = False
    #: the latest event was an attack right after the passes that ended the declaration step (flagged): a block
    #: next shows those passes were the attack's, recorded before it
    late_attack: bool = False
    #: the player whose turn a draw ended in Main phase 2 (flagged): her End phase discard recorded just after
    #: that draw, before seq ``late_discard_until``, is that discard (docs/fftcg.md, Readings)
    late_discard: str = ""
    late_discard_until: int = 0
    stack: list[Item] = _f(default_factory=list)
    triggers: list[Trigger] = _f(default_factory=list)
    #: triggers flagged as not put on the stack in time (``fftcg.auto.pending``): still put there, without a second
    #: flag, until the phase or step ends (docs/fftcg.md, Readings)
    late: list[Trigger] = _f(default_factory=list)
    #: triggers flagged as left off whose phase or step then ended: put on the stack later in the same turn, they
    #: are that one fault's, not flagged again (docs/fftcg.md, Readings)
    lapsed: list[Trigger] = _f(default_factory=list)
    combat: Combat | None = None
    #: the card just put into a damage zone: its EX Burst, if it has one, may be used by the next event
    burst: str | None = None
    #: the EX Burst card another event came after (its EX Burst can no longer be used), for a precise finding
    burst_passed: str | None = None
    hand_checked: bool = False  # the End phase's hand limit was judged this turn
    #: the turn whose End phase passed the discard point of the seed's literal order (both passes over its auto
    #: abilities, then the discard or nothing to discard, then the resolution's passes [ref (9.5.1.2.)]
    #: [ref (9.5.1.4.)]): it comes once per End phase; 0 before
    end_point: int = 0
    #: the card whose AutoTriggered was read as counted from 1 (flagged once): its next one counted the same way
    #: is read so too, not flagged again (docs/fftcg.md, Readings)
    from1: str = ""
    #: ``<source>:<number>:<read>``: an auto ability's number read as another, the one waiting (flagged once): the
    #: same card's same number read the same way again is that one slip, not flagged again (docs/fftcg.md, Readings)
    misread: str = ""
    #: the card whose AutoTriggered was read as numbered among its auto abilities only (flagged once): its next one
    #: numbered the same way is not flagged again
    auto_only: str = ""
    #: after the bottom item of the stack resolved before those above it (flagged ``fftcg.stack.lifo``), how many
    #: items were left: the next bottom item resolving next, nothing added, is the same slip (the stack resolved in
    #: the order it was put there), not flagged again (docs/fftcg.md, Readings); 0 otherwise
    fifo: int = 0
    #: whether a battle with an unnamed card ever left a forward's fate unknown (Card.fate_unknown): until it
    #: has, no event needs to be looked at for one (engine._still_there)
    fates_unknown: bool = False
    #: the members of each party blocked without a split (their fates unknown) where every split of the blocker's
    #: damage breaks one of them (seed § 7.2.4.4): one the log uses later, every other one used since as still on
    #: the field, is the one that broke (engine._must_have_broken)
    must_break: tuple[tuple[str, ...], ...] = ()
    #: the seq of the event that used such a member, put in the Break Zone then: its flags are the player's own
    #: (``own_roots``), not the missing split's consequence
    broke_at: int = 0
    #: forwards a resolution recorded out of order broke (flagged ``fftcg.stack.lifo``): one the log uses later (it
    #: attacks, blocks, pays CP, uses an ability) survived, the table having resolved the stack in its order
    #: (engine._order_stood)
    order_broken: tuple[str, ...] = ()
    #: paper log: hidden cards an effect drew (which ones is unknown), or an extra set-up draw did
    #: (engine._extra_setup_board): a later draw line naming one drew another card of the deck in its place
    #: (engine._drawn)
    effect_hidden: tuple[str, ...] = ()
    #: the forwards an effect the engine does not know (an unnamed card's, an unmodelled one's) targeted in the stack
    #: resolving now: what it did to them is unknown (engine._resolved)
    unknown_aid: tuple[str, ...] = ()
    #: forwards a later resolution of that stack broke: one the log uses later was saved by that unknown effect
    #: (engine._order_stood)
    aid_broken: tuple[str, ...] = ()
    #: forwards broken earlier that attacked (flagged ``fftcg.attack.not-a-forward``), in the reading where the table
    #: had them on the field (their damage dealt): one the log uses again is still there (engine._order_stood)
    kept_broken: tuple[str, ...] = ()
    #: in the reading where the EX Burst of this card (just put into the damage zone) was used, its ExBurstUsed line
    #: left out: flagged once, where that reading takes the engine's place (engine._burst_used)
    burst_left: str = ""
    #: in the reading where a draw line read by the engine as the next stack item's resolution (no passes, after a
    #: resolution) was an extra draw, the item still on the stack: its flags, returned where that reading takes the
    #: engine's place (the engine's reading flagged nothing there; engine.step)
    held_flags: tuple[Any, ...] = ()
    #: that reading (beside the engine's, ``extra``): a draw next is judged on the engine's board with all its readings
    chain_read: bool = False
    #: the engine's reading's flags at a draw two readings were followed from (engine._hold_both), as returned there:
    #: where the other reading takes its place, its flags (``held_flags`` there) are written over them
    shown_flags: tuple[Any, ...] = ()
    #: the engine's own flags at such a draw where the other reading's were returned (``shown_flags`` those): where
    #: the engine's reading stands (the other dropped, or the log ending first), they are written over them
    stand_flags: tuple[Any, ...] = ()
    #: a mark a look ahead (engine.kept) puts on the readings followed beside a copy of the board, to see which one
    #: the next events keep; 0 on every board the fold itself holds
    reading: int = 0
    seq: int = 0
    #: the stack item the last event put on the stack (its cast or trigger) or recorded the effect or draw line of
    #: before it resolved (engine._recorded_early): an effect recorded next with no ``source`` is that item's
    just: str = ""
    over: bool = False
    #: Whether an event after the end was flagged (game.over): the first is the fault, the rest follow from it.
    over_flagged: bool = False
    winner: str | None = None
    result: str = ""
    unmodelled: int = 0
    stuck: bool = False
    notes: list[str] = _f(default_factory=list)
    note_msgs: list[dict[str, Any]] = _f(default_factory=list)  # the notes as messages (projections.messages)
    result_msg: dict[str, Any] = _f(default_factory=dict)

    def copy(self) -> "Board":
        rep = _structs.replace
        return rep(
            self,
            cards={k: rep(v) for k, v in self.cards.items()},
            seats=[rep(s, deck=list(s.deck), hand=list(s.hand), field=list(s.field), damage=list(s.damage),
                       broken=list(s.broken), removed=list(s.removed), decklist=dict(s.decklist),
                       unbound=dict(s.unbound)) for s in self.seats],
            stack=[rep(i, effects=list(i.effects), targets=list(i.targets), marks=list(i.marks), held=list(i.held))
                   for i in self.stack],
            triggers=[rep(t) for t in self.triggers], late=[rep(t) for t in self.late],
            lapsed=[rep(t) for t in self.lapsed],
            auto_drawn=list(self.auto_drawn), effect_drawn=list(self.effect_drawn), late_passes=list(self.late_passes), end_passes=list(self.end_passes),
            combat=rep(self.combat, attackers=list(self.combat.attackers), split=dict(self.combat.split)) if self.combat else None,
            twice=self.twice.copy() if self.twice is not None else None,
            extra=self.extra.copy() if self.extra is not None else None,
            seed_on=self.seed_on.copy() if self.seed_on is not None else None,
            setup_kept=((self.setup_kept[0].copy(), *self.setup_kept[1:])
                        if self.setup_kept and isinstance(self.setup_kept[0], Board) else self.setup_kept),
            notes=list(self.notes), note_msgs=list(self.note_msgs), result_msg=dict(self.result_msg),
        )

    # -- lookups -------------------------------------------------------
    def read_name_case(self, event: Any) -> Any:
        """``event`` as its serials are checked before the match is judged (projections.names.as_checked): a
        ``serials`` value written another way (``1-012r``, ``1-12``, ``1-012 Zack``) is the one card it fits, read
        so by the engine with a note (projections.fftcg.serials)."""
        from .serials import read_serials

        return read_serials(self.defs, event)[0]

    def seat(self, pid: str) -> Seat:
        for s in self.seats:
            if s.id == pid:
                return s
        raise KeyError(pid)

    def other(self, pid: str) -> str:
        for s in self.seats:
            if s.id != pid:
                return s.id
        raise KeyError(pid)

    def card_def(self, iid: str) -> Card:
        return self.defs[self.cards[iid].serial]

    def label(self, iid: str | None) -> str:
        """How a judge names a card: ``Ifrit 1-004 (alice.12)``."""
        if iid is None:
            return "?"
        inst = self.cards.get(iid)
        if inst is None:
            return repr(iid)
        if not inst.serial:
            return f"a hidden card ({iid})"
        return f"{self.defs[inst.serial].name} {inst.serial} ({iid})"


def zone_list(seat: Seat, zone: str) -> list[str]:
    return {"deck": seat.deck, "hand": seat.hand, "field": seat.field, "damage": seat.damage,
            "break": seat.broken, "removed": seat.removed}[zone]
