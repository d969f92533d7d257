"""The Force of Will board: every zone of every seat, the chase, the battle, whose turn it is.

``Board`` is a mutable msgspec Struct so the replay loop folds events without
copying; ``copy()`` gives an independent board (card definitions are shared:
they never change during a match).

Zones of a card (``Inst.zone``): ``deck`` (main deck), ``stones`` (magic
stone deck), ``hand``, ``ruler-area``, ``field``, ``added`` (an addition under
its host, ``host``), ``grave``, ``stone-area``, ``standby`` (face down),
``chase`` (a spell or card waiting to resolve), ``set-aside`` (the ruler
before set-up places it).
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

from typing import Any, ClassVar

from msgspec import Struct
from msgspec import field as mfield
from msgspec import structs as _structs

from ledger.force_of_will import Card

from ..core import Violation

LIFE = 4000
HAND = 5
MAX_HAND = 7


class Inst(Struct, kw_only=True, gc=False, omit_defaults=True):
    """One physical card. ``name`` is None while nobody has seen it (paper logs).

    ``gc=False``: it holds strings, numbers and flags only, so it can never be part of a reference cycle;
    the garbage collector need not track the thousands a long match's board holds (msgspec's option).
    ``omit_defaults``: a snapshot holds only what differs from a fresh card (most are in a deck,
    untouched): far fewer fields to decode when a seek starts from one."""

    id: str
    owner: str
    name: str | None = None
    zone: str = "deck"
    rested: bool = False
    entered_turn: int = -1
    damage: int = 0
    atk_mod: int = 0
    def_mod: int = 0
    host: str | None = None
    j_side: bool = False
    j_dead: bool = False
    set_turn: int = -1
    #: Destroyed by damage (« Si un Résonateur reçoit des dégâts supérieurs ou égaux à sa DEF [...], il est
    #: détruit »), still in the graveyard: the log using it later as on the field (it stood at the table) is
    #: flagged once, and it is taken as still on the field (docs/force-of-will.md, Readings).
    killed: bool = False


class Seat(Struct, kw_only=True):
    id: str
    name: str = ""
    seat: int = 0
    ruler: str = ""
    life: int = LIFE
    deck: list[str] = mfield(default_factory=list)
    stones: list[str] = mfield(default_factory=list)
    hand: list[str] = mfield(default_factory=list)
    field: list[str] = mfield(default_factory=list)
    added: list[str] = mfield(default_factory=list)
    grave: list[str] = mfield(default_factory=list)
    stone_area: list[str] = mfield(default_factory=list)
    standby: list[str] = mfield(default_factory=list)
    turns: int = 0
    called_turn: int = -1
    judged_turn: int = -1
    mulliganed: bool = False
    known_order: bool = True
    unbound: dict[str, int] = mfield(default_factory=dict)
    unbound_stones: dict[str, int] = mfield(default_factory=dict)
    decklist: dict[str, int] = mfield(default_factory=dict)
    stonelist: dict[str, int] = mfield(default_factory=dict)
    #: The card the engine took for this player's draw when they acted before it (flagged: fow.turn.draw-phase) and
    #: the turn ended with no ``CardDrawn`` for it, and that turn: a later draw naming it (still in the hand), or a
    #: hand one card too many at a turn's end, shows the draw was skipped at the table (docs/force-of-will.md,
    #: Readings: "A draw skipped at the table").
    skipped: str | None = None
    skipped_turn: int = 0
    #: The turn of this player's draw with no card read as the draw just made recorded twice (flagged:
    #: fow.turn.draw-phase, drawing nothing): a turn's end discarding one card more than the hand's excess shows that
    #: card was drawn at the table (docs/force-of-will.md, Readings: "A draw recorded twice"). 0: none.
    twice_drawn: int = 0
    #: That draw's seq (engine._twice_drawn_read).
    twice_seq: int = 0
    #: Cards discarded at the table whose discard the log named as a card not in the hand (flagged then): still
    #: in the hand here, which one went being unknown, they do not count toward the hand's size (engine.on_turn_ended).
    owed_discards: int = 0
    #: The turn of this player's draw flagged as one too many right after an effect's draws (engine.on_drawn): the
    #: turn's end leaving that one card over seven is not flagged again. 0: none.
    extra_drawn: int = 0
    #: The card this player drew one too many in the set-up (flagged then: engine._setup_draw_more), until a later
    #: draw of theirs names it (the log's ids counting without that draw); "" if none.
    setup_extra: str = ""
    #: How many cards this player's second mulligan listed (flagged then, not carried out: engine.on_mulligan): as
    #: many set-up draws of theirs after it are that mulligan's, the same fault (engine._setup_draw_more).
    mull_twice: int = 0
    #: The cards this player's mulligan put under the main deck (engine.on_mulligan): the record of its draw naming
    #: one of them is the log's slip (engine._setup_not_top).
    mull_under: tuple[str, ...] = ()
    #: A play read as naming a card their mulligan drew by the id of a card it put under (engine._mull_ids_played):
    #: (its seq, the card, the cards put under, the cards drawn in the ids' count), until their first turn's draw giving
    #: an id, which confirms that numbering or shows the play was of a card put under (engine._mull_play_undone).
    mull_played: tuple[int, str, tuple[str, ...], tuple[str, ...]] = (0, "", (), ())
    #: This player has drawn a card named by its id in a draw phase of their own since the set-up: the paper mulligan
    #: numbering is read at the first turn's draw that gives an id only (engine._mull_ids_kept; draws before it left
    #: the ids out, which tells no numbering); a later draw naming a card already in hand is the log's fault as any.
    turn_drawn: bool = False
    #: The cards a short header ``order`` names (the known top, setup.PARTIAL_ORDER): the author's names, as
    #: fallible as the log's; a play naming one otherwise takes the play's name (engine._order_top_played).
    order_top: tuple[str, ...] = ()
    #: The seq of the first play whose name contradicted that order (flagged there); later ones are noted.
    order_wrong: int = 0
    #: The cards of the hand taken as put under by this player's mulligan in place of a card its list named wrongly
    #: (a card not in their hand, the opponent's, or one listed twice: flagged then, engine.on_mulligan), each with
    #: the hand's other cards it was not listed with, last first: a play of it shows the table kept it, the next of
    #: those having gone under instead (engine._mull_guess_played).
    mull_guess: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: The cards their mulligan drew that the record of its draw named, by name only, as a card that mulligan put
    #: under the main deck (engine._setup_draw_record): that name is the record's, not the table's; the play of such
    #: a card under another name shows what it is (engine.on_played).
    mull_named: tuple[str, ...] = ()
    #: This player kept a card drawn one too many in the set-up (flagged then): the first turn's end leaving that one
    #: card over seven, with no discard for it, is not flagged again (engine.on_turn_ended).
    setup_over: bool = False
    #: The seq of this player's draw flagged as one too many during the other player's turn, right after their own
    #: effect's draws, or in the first turn's draw phase that the first player skips (engine.on_drawn): the first
    #: end of their own turn leaving that one card over seven, with no discard for it, is not flagged again
    #: (engine.on_turn_ended). 0: none.
    over_drawn: int = 0
    #: How many cards such draws left over (a draw more right after one: one more), and the seq of the last one. The
    #: end of each of their own turns leaving only those cards over seven is that same fault (a note), until one
    #: leaves the hand at seven or fewer.
    over_count: int = 0
    over_last: int = 0
    #: The cards those draws gave, where the log tells which they are (their names known): once none is left in the
    #: hand, the hand over seven at a turn's end is no longer that fault (engine.on_turn_ended).
    over_cards: tuple[str, ...] = ()
    #: The card the last such draw took (a draw more in the game, flagged then: engine.on_drawn), until a later draw
    #: of theirs names it while it is still in the hand (the log's ids counting without that draw: that draw took
    #: another card, engine.on_drawn); "" if none.
    draw_extra: str = ""
    #: A draw of theirs from the main deck naming a card not on top (flagged then: fow.draw.not-top), until their next
    #: draw: the card it named, the top card it left, that card's place in the deck under the top card, and the
    #: draw's seq (engine._deep_draw_read: the later draws' ids read on from the top card). The place -1: the ids
    #: reading on past the top card at each draw (the card named lay just under it); -2: the top card put where the
    #: card named lay, until it is back on top (a draw naming that card then takes the top card as drawn by it).
    deep_draw: tuple[str, str, int, int] | None = None
    #: The draws read on so far past that top card (deep_draw's place -1): each one's seq, turn, card and the index
    #: of its note in Board.notes (-1: none). A later draw naming that top card disproves the read-on: each was a
    #: draw of a card not on top (engine._read_on_disproved).
    read_ons: tuple[tuple[int, int, str, int], ...] = ()
    #: The card the log's next draw of theirs names for the top card of the main deck, its ids counting without a
    #: draw more that took a card since gone from the hand (engine._behind_read); "" if none.
    id_behind: str = ""
    #: A card of their main deck they played by its id (flagged then: fow.play.not-in-hand) and its play's seq, until
    #: their next draw naming a card: naming it, the log's ids count without that play (engine._behind_read).
    play_gone: tuple[str, int] = ("", 0)


class Entry(Struct, kw_only=True):
    """One thing on the chase: a card (``card``), an activated ability or a judgment."""

    kind: str
    source: str
    controller: str
    targets: list[str] = mfield(default_factory=list)
    ability: int = 0
    #: A chant-standby spell played with its trigger not happened (flagged: fow.standby.trigger): what its resolution
    #: destroys that the log goes on using was not destroyed at the table (Board.play_killed).
    untriggered: bool = False


class Battle(Struct, kw_only=True):
    """An attack under way. ``blocked``: the defending player has declared their block (``blocker``, or None for
    no block); its battle damage waits while the log answers the block (« 5 : Dégâts de combat » is a step of
    its own, and abilities and chant-instants may be played « durant un combat »)."""

    attacker: str
    attacking_player: str
    defender: str
    target: str
    blocked: bool = False
    blocker: str | None = None
    #: The block was taken from a ``BlockDeclared`` the log recorded before the attack (Board.early_block).
    early: bool = False
    #: The attacker was already rested when it attacked (fow.attack.rested): turning a rested card cannot happen at
    #: the table, so the attack deals no battle damage (battle_damage).
    no_damage: bool = False
    #: The attack was flagged (its attacker or its target): what its battle damage destroys that the log goes on
    #: using was not destroyed at the table (Board.attack_killed).
    flagged: bool = False
    #: The seq of a stone call, standby set or judgment (engine._MID_BATTLE_ACTS), or card put, the attacking player
    #: made in this battle before its block (flagged then: fow.battle.unfinished / fow.play.main-phase): the battle
    #: goes on, the block after it answering the attack; the log going on
    #: without the block is that same fault (engine._no_block).
    mid_seq: int = 0
    #: The card that flagged play put on the chase (a resonator, regalia, addition or chant put in this battle before
    #: its block: engine.step): a block declared while only it (and what it put there) is on the chase is that same
    #: fault (engine.on_block).
    mid_card: str | None = None
    #: The cards the attacking player put later in this battle, still before its block (their play held, below).
    mid_cards: tuple[str, ...] = ()
    #: The violations of the attacking player's later main-phase acts in this battle, after the first (mid_seq) and
    #: before its block, that broke no rule of their own: held until the block. The defending player's block after
    #: them shows the battle was still under way, so each was a fault of its own (flagged then, at its seq: on_block);
    #: the log going on without the block shows the table took the attack as not blocked at the first act, so
    #: these came after the battle (dropped: _no_block, finish).
    mid_held: tuple[Any, ...] = ()
    #: (Board.unblocked of the other reading, Board.unblocked_alt:) the attack taken as blocked at the table, the
    #: block not recorded: its battle damage was not dealt; a block the defending player records for it late is
    #: taken, the battle fought then (engine.on_block).
    held: bool = False
    #: The attack was flagged (fow.attack.*: its attacker or its target): if its battle damage ends the game and the
    #: log plays on, the table did not deal it (or did not count it): engine.step takes the board without it.
    faulted: bool = False
    #: A rested resonator or J-ruler the defending player named to block (flagged: fow.block.blocker): it could not
    #: be rested to block, so the attack is taken as not blocked (its damage dealt); if that damage ends the game
    #: and the log plays on, the table took the block as made: engine.step takes the board where it blocked.
    rested_blocker: str | None = None
    #: The seq of that flagged attack or block.
    fault_seq: int = 0
    #: The attacking player's first card put in this battle before its block (Battle.mid_seq, a CardPlayed): its
    #: fow.play.main-phase flag, held until the log shows which it was (engine.step): the defending player's block
    #: after it shows the card was played in the battle (flagged then, at its seq: on_block); the log going on
    #: without the block shows the table took the attack as not blocked there, the block left out
    #: (fow.battle.unfinished at that seq instead: _no_block); the log ending there keeps the play's flag (finish).
    first_held: tuple[Any, ...] = ()
    #: That CardPlayed.
    first_event: Any = None


class Board(Struct, kw_only=True):
    #: Fields ``copy()`` shares with the set-up board (never changed by a match) and indexes it rebuilds:
    #: a snapshot leaves both out (:class:`projections.core.BoardCodec`).
    SNAPSHOT_SHARED: ClassVar[tuple[str, ...]] = ("defs", "statics")
    SNAPSHOT_INDEXES: ClassVar[tuple[str, ...]] = ()

    seats: list[Seat]
    cards: dict[str, Inst]
    defs: dict[str, Card]
    #: The names of ``defs`` with a static ability on either side (what an ATK or DEF looks for on the field).
    statics: set[str]
    first: str
    active: str
    chooser: str | None = None
    turn: int = 0
    phase: str = "setup"
    seq: int = 0
    chase: list[Entry] = mfield(default_factory=list)
    battle: Battle | None = None
    #: The attack the log went on from without its block (taken as not blocked, its damage dealt, flagged once),
    #: until the next attack or turn: a ``BlockDeclared`` the defending player records for it late is not flagged
    #: again (docs/force-of-will.md, Readings of the rules).
    unblocked: Battle | None = None
    #: The card the active player's draw phase gave when they acted before their draw (flagged once): the
    #: ``CardDrawn`` that follows in that turn is that one draw, not a second one.
    early_draw: str | None = None
    #: A block the defending player recorded when no attack was under way (flagged: fow.block.no-battle), in the
    #: active player's main phase: the next attack of the turn on that player takes it as its block (recorded
    #: early), so the battle is not judged again as left without one. Only ``defender`` and ``blocker`` are used.
    early_block: Battle | None = None
    #: The magic stone an action recorded before the turn's draw paid with while it was still the top of its
    #: owner's magic stone deck (taken as called then): the ``StoneCalled`` that follows in that turn is that call.
    early_call: str | None = None
    #: The magic stone an action of the active player's main phase paid with while it was still the top of their
    #: magic stone deck, no call made this turn (flagged: fow.will.source; taken as called there): a ``StoneCalled``
    #: of the player's later that turn (no card, or that one) is that call, recorded late; it calls no other stone.
    late_call: str | None = None
    #: The magic stones a payment used while still in the owner's magic stone deck, no call of theirs to come for
    #: it that turn (flagged then: fow.will.source; taken as called there): the owner's later call naming one of them
    #: by id is that stone's call at the table, calling no other stone (engine.on_stone).
    paid_uncalled: tuple[str, ...] = ()
    #: That stone, once an unnamed ``StoneCalled`` was taken as its call: a payment later that turn with the top
    #: stone of the magic stone deck, uncalled, shows that call called it (the late call was a call of its own).
    late_taken: str | None = None
    #: The player who drew during the other player's turn, something still under way (flagged): their next turn's
    #: draw, recorded early; that turn begins with it made.
    drawn_ahead: str | None = None
    #: The player whose last turn's draw was taken early (``early_draw``) and not recorded in that turn: their
    #: ``CardDrawn`` at the start of the next turn, before its draw, is that draw recorded late.
    draw_owed: str | None = None
    #: A card a ``ChaseResolved`` named while it was still in its owner's hand (or standby zone) with nothing on
    #: the chase: its play is what the log left out (flagged once), so it was taken as played and resolved there.
    #: A ``CardPlayed`` of it that comes later (the play recorded late) is that same play: not judged again.
    taken_played: str | None = None
    #: The turn and seq of that resolution and the zone the card was in: a ``CardPlayed`` of it in a later turn,
    #: more than a few events later, is not that play recorded late (_played_late).
    taken_played_turn: int = 0
    taken_played_seq: int = 0
    taken_played_zone: str = "hand"
    over: bool = False
    #: Whether an event after the end was flagged (fow.game.over): the first is the fault, the rest follow from it.
    over_flagged: bool = False
    #: The seq at which a battle whose block the log left out was taken as not blocked and its damage ended the
    #: game (engine._no_block): the first event played after that end is not fow.game.over (it follows from the
    #: same missing block), but a note says so, once; 0 otherwise.
    over_unblocked: int = 0
    #: The player who lost because their main deck was empty at their draw phase, until the next event: that
    #: event may record the draw they failed to make (« doive piocher une carte durant sa Phase de Pioche mais
    #: n'y parvienne pas »), which is the loss itself, not an action after the game.
    failed_draw: str | None = None
    #: Each player's id one past their main deck's last card (``alice.41`` for a deck of forty): the id a log
    #: numbering its draws gives the draw an empty main deck cannot give (the loss itself, engine.on_drawn), the
    #: one id no card holds that a ``CardDrawn`` may name (projections.names.check_names lets it through).
    past_end: tuple[str, ...] = ()
    #: A paper log's hidden card just taken as a card its deck list lacks, which the card data knows (engine.on_played:
    #: unlisted_named), and that card's name: its play's cost is judged as that card's (engine._play_unknown), then
    #: cleared. None otherwise.
    unlisted_cost: tuple[str, str] | None = None
    winner: str | None = None
    result: str = ""
    unmodelled: int = 0
    stuck: bool = False
    notes: list[str] = mfield(default_factory=list)
    note_msgs: list[dict[str, Any]] = mfield(default_factory=list)  # the notes as messages (projections.messages)
    result_msg: dict[str, Any] = mfield(default_factory=dict)
    # Bookkeeping, not state: every card whose damage or ATK/DEF modifier may be non-zero
    # (the end phase clears those, and only those need looking at).
    marked: set[str] = mfield(default_factory=set)
    #: Cards a card of unknown type (the log does not say what it is, or names it as a card its list lacks) targeted
    #: as it resolved: what it did to them is not known, so a later target of one that is gone is not flagged
    #: (docs/force-of-will.md, Readings of the rules).
    unknown_touched: set[str] = mfield(default_factory=set)
    #: The card whose spell or ability the last event's resolution cancelled (it left the chase): a
    #: ``ChaseResolved`` naming it right after records that, and is not flagged (docs/force-of-will.md, The chase).
    cancelled: str | None = None
    #: The card a ``ChaseResolved`` naming a card not on the chase resolved in its place (the top; flagged): a
    #: ``ChaseResolved`` naming it right after records that same resolution, and is not flagged.
    resolved_instead: str | None = None
    #: The cards a ``TurnEnded`` with the chase pending resolved (flagged: fow.chase.unresolved): a
    #: ``ChaseResolved`` naming one of them right after records that resolution, late, and is not flagged.
    left_resolved: tuple[str, ...] = ()
    #: The cards a main-phase action of the turn player's with the chase pending resolved this turn (flagged:
    #: fow.chase.unresolved): a ``ChaseResolved`` naming one of them later in the turn records that resolution,
    #: late (the action was recorded before it), and is not flagged.
    main_resolved: tuple[str, ...] = ()
    #: The cards left on the chase above a card a ``ChaseResolved`` resolved out of order this turn (flagged:
    #: fow.chase.not-top): their resolutions were left out or come later; a main-phase action with only they on the
    #: chase resolves them (noted), not flagged again.
    not_top_left: tuple[str, ...] = ()
    #: The cards an effect drew this turn (a card's "draw", a recorded draw effect): a ``CardDrawn`` naming one of
    #: them, still in its owner's hand, is that draw recorded (a note), not a draw of its own.
    effect_drawn: tuple[str, ...] = ()
    #: The seq of the event whose effect drew last (or of the record of such a draw): a ``CardDrawn`` right after it,
    #: with only a name or no card, by the player who drew, records that draw (a note), not a draw of its own.
    effect_seq: int = -1
    #: The player who drew by that effect (or whose record of such a draw it was): Board.effect_seq.
    effect_who: str = ""
    #: The hand card taken as put back on top of the deck by a "put a hand card on top" whose choice the log left
    #: out or got wrong (player, card; flagged then: fow.play.target): the player's next draw naming another card
    #: of their hand shows that one went back instead (on_drawn).
    put_back: tuple[str, str] | None = None
    #: Hidden hand cards a paper log's ``StandbySet`` with neither id nor name put into the standby zone (face down):
    #: a later play from the hand naming one by id shows another hidden card went there (on_played).
    faceless: tuple[str, ...] = ()
    #: Hidden cards taken as played by a paper log's ``CardPlayed`` naming no card (flagged once): a
    #: ``ChaseResolved`` naming another hidden card of that hand while it is on top shows that one was played.
    blind_played: tuple[str, ...] = ()
    #: Cards played under a name their owner's deck list has no copy of left (flagged: fow.log.unknown-card) that
    #: the card data knows, with that name: resolving onto the field, each is that card (engine._resolve).
    unlisted_named: tuple[tuple[str, str], ...] = ()
    #: Hidden cards of a paper log's hand taken as such a play (Board.unlisted_named): a later play from the hand
    #: naming one by its id shows the card played was none of the hand's (engine._unlisted_back).
    unlisted_played: tuple[str, ...] = ()
    #: The name each of Board.unlisted_played was played as (said when it is taken back: engine._unlisted_back).
    unlisted_as: tuple[tuple[str, str], ...] = ()
    #: Will sources a play by a name the deck list lacks (the void entry, engine.on_played) rested: used again while
    #: rested, that is a fault of its own (engine._void_own_root).
    void_rested: tuple[str, ...] = ()
    #: Hidden cards a paper log's ``CardPlayed`` giving the card's name only was bound to (the first hidden card
    #: of the hand): a later event naming another hidden card of that hand by its id where the bound card is (the
    #: chase's top, the field) shows the author's id for it; hidden cards are interchangeable, they change places.
    name_played: tuple[str, ...] = ()
    #: Those of ``name_played`` that were hidden before the play bound the name to them (the name is the play's):
    #: the others were named before (a draw's record), so on a change of places they keep their name.
    name_hidden: tuple[str, ...] = ()
    #: The seq of the first main-phase action or turn's end recorded with the chase pending, its resolutions left
    #: out of the log (flagged then, once a log: fow.chase.unresolved; engine._main); later ones are notes.
    chase_left: int = 0
    #: The seq of the first block under the attacking player's name read as the defending player's (flagged then,
    #: once a log: fow.block.not-defender; engine.on_block); later ones are notes.
    block_named: int = 0
    #: The unmodelled spell whose resolution was just counted in ``unmodelled`` (engine._resolve): the log's first
    #: EffectRecorded of it is that resolution's record, not counted again (engine.on_effect).
    unmodelled_src: str = ""
    #: What the engine's own resolutions carried out at event ``done_seq`` (source, effect, amount, target each,
    #: engine._run, whatever the effect: damage, life, draw, cancel...): an EffectRecorded right after that restates
    #: one of them (same source, effect, amount and target) is the log's record of that resolution, noted, not
    #: carried out again (engine.on_effect). ``done_from``: the modelled cards resolved then (even with nothing
    #: done): a record of theirs right after that restates something else is flagged once and not carried out (the
    #: board is the card's effect).
    done: tuple[tuple[str, str, int, str], ...] = ()
    done_from: tuple[str, ...] = ()
    done_all: tuple[tuple[str, str, int, str], ...] = ()  # (all it did, what a misrecord's flag names)
    done_seq: int = -1
    #: A record of a part of what a resolution did (draw(1) of Order of Sacred Queen's draw(2): engine._restated), its
    #: rest still to record: the record's event and the (source, effect, target) of that rest. The records going on
    #: record the rest (a note); the records ending with the rest left (damage(400) of Demonflame's 500), that record
    #: was not what the card did: flagged then, at its seq (engine._part_left).
    done_part: "tuple[Any, tuple[str, str, str]] | None" = None
    #: Hidden cards whose record named a card their owner's deck list has no copy of (flagged then, once:
    #: fow.log.unknown-card), left hidden (card, seq of that record): a later event using the card by its id
    #: without a name (its play) is the card the table saw, not a second unknown card: not flagged again (a note).
    misnamed: tuple[tuple[str, int], ...] = ()
    #: Cards of unknown type (engine._play_unknown) played where only a chant-instant may be played (the opponent's
    #: turn, in answer to the chase, in a battle): (card, the play's seq and player, rule) each, its timing not judged
    #: then. The card
    #: attacking or blocking later shows it is a resonator, which is played only in its player's main phase with
    #: nothing under way: that play is then flagged, at its seq, as its own fault (engine._unknown_shown).
    unknown_timed: tuple[tuple[str, int, str, str], ...] = ()
    #: The attacks a new attack of the same player's was declared over, each before its block (the first flagged
    #: then: fow.battle.unfinished; engine._no_block), oldest first, held (not blocked, their battle not fought)
    #: until the newest attack's battle damage: the defending player's blocks in a row right after the newest attack
    #: (``queued_b`` of them) answer the last attacks in order, the newest the last block's; the earlier attacks are
    #: taken as not blocked, and all are fought in order, first (engine._held_fought). ``queued_at``: the seq of the
    #: attack declared over each; ``queued_seq``: the newest attack's seq; ``queued_run``: the blockers of the run's
    #: blocks but its last (that one is the newest battle's).
    queued: tuple[Battle, ...] = ()
    queued_at: tuple[int, ...] = ()
    queued_seq: int = 0
    queued_b: int = 0
    queued_run: tuple[str | None, ...] = ()
    #: (Whether a block of the run named a blocker: a block naming none after it ends the run, engine._queued_decided.)
    queued_named: bool = False
    #: The violations of the attacks declared over another in that chain after the log's first block left out was
    #: flagged (each then only a note as not blocked): held until the blocks show the table declared it over the
    #: battle before it, the one it was declared over answered by a block: then each is its own fault, at its seq.
    queued_flag: tuple[Any, ...] = ()
    #: Cards on the field by a house reading after a flagged event (the J-ruler of a judgment flagged for its ruler;
    #: a resonator destroyed by damage the log keeps using, engine._killed_stood): a later attack or block of theirs
    #: breaking a rule of its own (rested, put onto the field this turn) is their player's own breach (own_roots).
    kept_fighters: tuple[str, ...] = ()
    #: The cards drawn by ``CardDrawn`` recorded while a card whose effect draws them was on the chase, before its
    #: resolution (source, card): that resolution's draws, recorded early; the resolution draws nothing more for them.
    pre_drawn: tuple[tuple[str, str], ...] = ()
    #: The cards whose spell or ability a resolution cancelled this turn: a ``ChaseResolved`` naming one later in the
    #: turn (its place on the chase, last in first out) records that cancel, and is not flagged.
    cancelled_turn: tuple[str, ...] = ()
    #: The card whose spell or ability a resolution just cancelled, its controller's draws it would have made, and
    #: whether one recorded after the cancel was flagged (source, player, draws left, flagged): the draws recorded
    #: for it right after (CardDrawn or ChaseResolved only, from the cancel on) are one fault, flagged at the first.
    cancel_draws: tuple[str, str, int, bool] | None = None
    #: The ruler a judgment this turn could not judge with (flagged: its J-ruler already on the field or J side up):
    #: put nothing on the chase, so the ``ChaseResolved`` recorded for it next (no card, or the ruler) is a note.
    void_judgment: str | None = None
    #: The card whose ``CardPlayed`` this turn was taken as the late record of the play an earlier
    #: ``ChaseResolved`` took as made (flagged then: fow.chase.empty): its own ``ChaseResolved`` after it shows
    #: that earlier one was a stray record; it is not flagged, and nothing more resolves.
    late_played: str | None = None
    #: A card in its owner's hand that such a ``ChaseResolved`` named (its resolution recorded before its play),
    #: and the seq: its ``CardPlayed`` within the next two events resolves at once, as recorded.
    resolved_early: str | None = None
    resolved_early_seq: int = 0
    #: The player whose ``TurnEnded`` (judged clean) the last event was, with the attack left then without its block
    #: (``unblocked``): if they act next, before the next player's draw, the end was recorded early (on_turn_ended).
    reopen: str | None = None
    reopen_unblocked: Battle | None = None
    reopen_early_block: Battle | None = None
    #: (Board.late_call as that end came: a call of that stone next is that call, recorded late, engine._reopen.)
    reopen_late_call: str | None = None
    #: That ``TurnEnded`` was flagged for its hand size alone, nothing discarded: reopened, it is not flagged again.
    reopen_flagged: bool = False
    #: The player whose turn went on after its ``TurnEnded`` (flagged once): the next player's draw ends it, as
    #: that recorded end, without another flag.
    ended_early: str | None = None
    #: The card the last ``CardDrawn`` of the active player's gave in this turn, and that event's seq: the same
    #: draw recorded again (naming that card, or no card right after it) is that one draw, recorded twice.
    last_draw: str | None = None
    last_draw_seq: int = -1
    #: The active player whose turn the other player's draw (flagged, nothing on the chase) came into, no
    #: ``TurnEnded`` before it: the next event tells whether the turn was never ended (the draw ends it then) or
    #: goes on, the draw recorded early (``drawn_ahead``). Until then their turn stands.
    pending_end: str | None = None
    #: The player whose turn began with the draw taken during the last turn (``drawn_ahead``), until the next
    #: event: their ``CardDrawn`` then is the turn's draw as the log records it (the early one a stray draw).
    ahead_open: str | None = None
    #: The card that draw recorded early gave (``drawn_ahead``): the turn's ``CardDrawn`` naming that same card
    #: (its id) is that one draw, recorded again; nothing more is drawn.
    ahead_card: str | None = None
    #: The header's ``first``, while the other player is taken as playing the first turn (flagged once: they took
    #: it): the header's player acting as the turn's player in turn 1 after all gives the turn back to them.
    first_header: str | None = None
    #: The player whose ``TurnEnded`` was the game's first event though the header has the other play first (flagged:
    #: taken as a slip of the name): the header's player's draw right after shows that player took the first turn.
    first_end_other: str | None = None
    #: The player whose ``TurnEnded`` came right after the lethal battle damage (a note): the next player's draw
    #: right after it is the log's bookkeeping of that turn too (a note).
    lethal_ended: str | None = None
    #: The seq of a block naming none read as the no block of a held attack, recorded late, whose battle damage ended
    #: the game before it (engine._late_no_block): the turn's end right after it is the last turn's bookkeeping.
    lethal_block: int = 0
    #: The cards the last ``Mulliganed`` drew, whose ``CardDrawn`` lines the log may record right after it (the
    #: set-up's own draws: a note, nothing more drawn; engine._setup_draw_record). Any other event clears it.
    mull_drawn: tuple[str, ...] = ()
    #: Set-up hand cards whose draw the log recorded as a ``CardDrawn`` (each recorded once).
    setup_recorded: tuple[str, ...] = ()
    #: In a full-order log, the first player's ``CardDrawn`` giving no card before their mulligan, no set-up draw of
    #: theirs recorded before it (player, seq, index of its note): taken as the record of a set-up draw (a note),
    #: or the first turn's draw, as the log goes on shows (engine._first_draw_decided).
    noid_first: tuple[str, int, int] | None = None
    #: A player's first ``CardDrawn`` before the game begins, before their mulligan, no set-up draw of theirs
    #: recorded, naming a card of their main deck under the opening hand's five (by id, or by a name only such a card
    #: bears): a set-up draw that took a card not on top, or a draw of the game, as their next event shows
    #: (engine._deep_first_decided). Judged then, at its own seq; nothing done until then.
    deep_first: Any = None
    #: Set while that draw is judged as a draw of the game (engine._deep_first_decided): not held back again.
    deep_judged: bool = False
    #: A set-up draw giving no card, the named player's set-up draws all recorded, the other player's not all yet
    #: (player, seq): the named player's one card too many, or the other player's draw under the wrong name, as
    #: the other player's draws recorded after it show (engine._setup_other_decided). Judged then, at its own seq.
    setup_other: tuple[str, int] | None = None
    #: A set-up draw that took a card not on top (flagged: engine._setup_swap): the player and the hand's card put
    #: back on top of the main deck then. A later set-up draw naming that card by id shows the log's ids count the
    #: draws after it from the top card: that card is drawn, and the hand's first card not recorded goes back.
    setup_back: tuple[str, str] | None = None
    #: A set-up draw naming by id a card of the hand whose record is there already (flagged then:
    #: fow.log.unknown-card, taken as the record of the hand's first card not recorded yet): the player and that
    #: card. Their next set-up draw naming that card by id shows the line was the record repeated, the later records
    #: reading on as in the clean log: that card's own record, not flagged again (engine._setup_draw_record).
    setup_rep: tuple[str, str] | None = None
    #: The first such draw of each player (player, card drawn instead, its index in the main deck then): the first
    #: player playing, before any draw of theirs in the game, the card left on top of the main deck then shows that
    #: draw took the top card after all, the id the log's slip (engine._setup_deep_played).
    setup_deep: tuple[tuple[str, str, int], ...] = ()
    #: The player whose ``CardDrawn`` giving no card, in the other's draw phase, was taken as the turn player's draw
    #: under the wrong name (flagged: engine.on_drawn): their own main-phase action right after it shows a second
    #: turn in a row (engine._second_turn_after_all). Cleared by any other event.
    wrong_draw: str | None = None
    #: The player whose ``TurnEnded`` came in their draw phase, before anything (flagged: fow.turn.draw-phase): their
    #: own draw right after it shows the end was a stray record (engine.on_drawn). Cleared by any other event.
    stray_end: str | None = None
    #: A call giving no stone under the other player's name, taken as the turn player's (flagged: engine.on_stone):
    #: the named player, the stone it called, the turn player's call turn before it, whether that stone was hidden
    #: before the call (a name the call gave is undone with it). The turn player's own call right
    #: after it shows the call was the named player's own (engine._wrong_call_undone). Cleared by any other event.
    wrong_call: tuple[str, str, int, bool] | None = None
    #: The same for a call giving no stone and naming none (engine.on_stone, the third reading): the named player,
    #: the stone it called, the turn player's call turn before it, and the turn. The turn player's own call (or
    #: judgment, or J-ruler attack) later that turn, that stone still unused, shows it too: not only right after.
    plain_call: tuple[str, str, int, int] | None = None
    #: Resonators a resolution recorded out of order destroyed (flagged: fow.chase.not-top): the log using one as
    #: still on the field shows the table resolved the chase top first (engine._order_stood).
    order_killed: tuple[str, ...] = ()
    #: Resonators the battle damage of a flagged attack destroyed (Battle.flagged): the log using one as still on the
    #: field (an attacker, a blocker, a target) shows no such fight happened at the table; taken as still there, not
    #: flagged again (engine._attack_stood).
    attack_killed: tuple[str, ...] = ()
    #: Attackers a flagged attack rested, and its turn (card, turn): the log using one as recovered in the next turn
    #: (a block, a rest-symbol ability) shows the illegal attack did not rest it; not flagged again, once
    #: (engine._attack_unrested).
    attack_rested: tuple[tuple[str, int], ...] = ()
    #: Cards a flagged use rested, its turn and seq (card, turn, seq): a rest-symbol ability activated the turn its
    #: resonator was put onto the field, a J-ruler's call in its judgment turn (or a second call). The log using one
    #: as recovered in the next turn shows that use did not rest it at the table, as for a flagged attack; once
    #: (engine._attack_unrested).
    use_rested: tuple[tuple[str, int, int], ...] = ()
    #: Rulers or J-rulers a stone call out of turn rested (flagged: fow.turn.not-your-turn), or the call under the
    #: other player's name taken as the turn player's (that player's own, out of turn, after all), with its turn
    #: (ruler, turn): its block later that turn or in the next shows that call did not rest it at the table; not
    #: flagged again, once (engine._oot_unrested).
    oot_rested: tuple[tuple[str, int], ...] = ()
    #: The call giving no stone and naming none under the other player's name, taken as the turn player's (flagged:
    #: engine.on_stone): the turn player's ruler, the named player, the stone it called, the turn player's call turn
    #: before it, and the turn. That ruler's block in the next turn, used as recovered, shows the call was the named
    #: player's own (engine._oot_unrested): the stone goes back and the named player's call is carried out as made.
    oot_call: tuple[str, str, str, int, int] | None = None
    #: Resonators the resolution of a chant-standby spell played with no trigger destroyed (Entry.untriggered): the
    #: log using one as still on the field shows it was not destroyed; taken as still there (engine._attack_stood).
    play_killed: tuple[str, ...] = ()
    #: Targets of a card the log does not name (Board.blind_played) that resolved: what it did to them is not known.
    #: One destroyed by damage afterwards, on that chase, that the log uses as still on the field is taken as saved
    #: by it (engine._order_stood).
    blind_saved: tuple[str, ...] = ()
    #: Those of them destroyed by damage while that chase resolved (engine.on_resolved), until used or destroyed again.
    blind_killed: tuple[str, ...] = ()
    #: The player whose draw in the other's draw phase was taken as a second turn in a row (flagged:
    #: engine.on_drawn); the skipped player's draw right after it gives the turn back. Cleared by any other event.
    second_turn: str | None = None
    #: The player whose call naming no stone, the game's first event, was taken as the header's first player's
    #: (flagged: the wrong name), and the stone it called: that player acting as the turn's player in turn 1 shows
    #: they took the first turn, the call theirs (engine._first_call_back).
    first_call_other: str | None = None
    first_call_stone: str | None = None
    #: The player whose mulligan decision the log recorded first (Set-up ④: the first player decides first).
    first_mulligan: str | None = None
    #: How many cards that first recorded mulligan put under the deck (0: the hand kept).
    first_mull_cards: int = 0
    #: That first recorded mulligan's seq: if it is the second player's, the first player's recorded after it shows
    #: it was decided out of turn, flagged at it (engine.on_mulligan).
    first_mull_seq: int = 0
    #: The seq of the first turn the log never ended (flagged there: fow.turn.not-your-turn, "which {active} never
    #: ended"): a log that records no ``TurnEnded`` leaves them all out, one slip of its form; the later ones are
    #: read as ended with a note, not flagged again.
    no_end_seq: int | None = None
    #: The seq of such a later draw, read as ending the turn with a note, until the next event: the active
    #: player going on with the turn shows it was a draw recorded early after all, flagged then.
    end_noted: int | None = None
    #: (player, turn): the turn of ``player``'s that the next player's draw was taken as ending, no TurnEnded
    #: recorded before it (engine._end_never_ended), and the turn that began there: a TurnEnded of ``player``'s in
    #: that turn, discarding nothing, is that end recorded late (engine.on_turn_ended), not flagged again.
    late_end: tuple[str, int] | None = None
    #: The cards over seven that end left in that player's hand, taken as discarded (Seat.owed_discards): the end
    #: recorded late discarding fewer is the end phase's fault (fow.end.hand-size), the same count its discards.
    late_end_over: int = 0
    #: The turn that began at such a draw (its end recorded late or never): the turn's player's second stone call in
    #: it is their own breach (engine.on_stone), not a consequence of the draw that began it.
    late_turn: int = 0
    #: (player, next player) of a turn reopened by its stone call recorded after its end (engine._reopen): the
    #: player's next act other than a call, before the next player's draw, is an act after the turn's end, flagged
    #: then (engine.step) as with no late call; the call reopens the turn for itself only.
    late_call_open: tuple[str, str] | None = None
    #: (player, seq) of a mulligan flagged as taken after the game had begun (engine.on_mulligan): the other
    #: player's decision right after it is of the same set-up, recorded after the game's first events, not a
    #: second fault.
    late_mull: tuple[str, int] | None = None
    #: The seq of the game's first event (the one that ended the set-up, engine.step): a late mulligan right after
    #: it is of a set-up recorded after one misplaced first event (the other player's decision after it: a note).
    game_seq: int = 0
    #: The seq of the first attack the log went on from without its ``BlockDeclared`` (flagged there:
    #: fow.battle.unfinished): later attacks left without one are read as not blocked with a note, not flagged again.
    no_block_seq: int | None = None
    #: In such a log (no ``TurnEnded`` recorded, ``no_end_seq``), the turn player's draw after their turn's draw,
    #: nothing under way, until the next event: (player, seq, the card drawn, their draw-more bookkeeping before
    #: it). Either one draw too many in the turn (fow.turn.draw-phase) or the first draw of a second turn of theirs
    #: in a row, the other's turn left out (fow.turn.not-your-turn): their next event tells (engine._again_decided).
    again_draw: tuple[str, int, str, tuple[Any, ...]] | None = None
    #: Whether the log has recorded a ``TurnEnded`` since its first turn never ended (``no_end_seq``): it records its
    #: turns' ends, that one left out, and the readings made only for a log that records none (a second turn in a
    #: row shown after a draw, Board.again_draw; the next player's empty-deck draw as their draw phase's) are not
    #: made (engine.on_drawn). (Counted from that first missing end, not from the log's start: a log whose ends
    #: stop being recorded reads as one that records none from there.)
    ends_seen: bool = False
    #: The next player's draw during the turn (flagged or noted: engine.on_drawn), then their act as a turn's player
    #: taken as the turn's end: until the next event, the board as it would be with that act judged in the turn it
    #: came into (the turn going on) and what it broke there. The former turn player's own act next shows the turn
    #: went on (engine.step: that board is taken, that act flagged as done in another's turn).
    end_taken: "tuple[Board, list[Violation]] | None" = None
    #: The seq of the event judged in the turn it came into, the turn going on (the second reading above).
    kept_turn: int | None = None
    #: An attack the log left without its block, taken as not blocked, its battle damage ending the game
    #: (engine._no_block, Board.over_unblocked): the board as it would be had the table blocked it (the block not
    #: recorded, that damage not dealt, the game going on), stepped on with each event after, and what it broke
    #: there that this board did not. The log playing on after the end shows the game did not end at the table:
    #: that board is taken (engine.step); a log ending with nothing after that end keeps the end.
    unblocked_alt: "tuple[Board, list[Violation]] | None" = None
    #: The former turn player's act right after the act taken as the turn's end (end_taken), read as their turn
    #: going on (this board): the board where it came in the next player's turn instead, what it broke there, and
    #: what this board broke since, held until the next act as a turn's player tells whose turn it was
    #: (engine.step): the next player's shows the turn had ended; the former's, the turn went on.
    went_on: "tuple[Board, list[Violation], list[Violation]] | None" = None
    #: A log that records no TurnEnded: the turn player's draw after their turn's draw, then a second stone call
    #: (Board.again_draw), read as one draw too many and a second call in the same turn (this board): the board where
    #: it began a second turn of theirs in a row instead (the other's turn left out) and what it broke there (the
    #: draw's fow.turn.not-your-turn), and what this board broke since (fow.turn.draw-phase at the draw,
    #: fow.stone.once-per-turn at the call), held until the log shows which (engine._step_turn):
    #: an act of theirs only a new turn allows (a payment with a source only a recovery phase recovers, an attack by
    #: a card rested or put onto the field before that draw) shows the new turn; the other player's turn act, or the
    #: log's end, with none shown, is the same turn.
    again_held: "tuple[Board, list[Violation], list[Violation]] | None" = None
    #: A play by a card id one off (engine._step_id_slip), judged as written on this board: the board where it is
    #: read as the card next to it (the author's slip) and its one flag, what this board broke since (the play's
    #: faults as written first), the id written and the id next to it, held until the next event naming either id
    #: tells which (engine.step): naming the one next to it, the slip; naming the one written (or the log ending
    #: with neither named), the play as written.
    #: The sixth: this board's own hold of a later play by an id one off made while this one is held (its slip_held
    #: while it steps), or None.
    slip_held: "tuple[Board, list[Violation], list[Violation], str, str, Any] | None" = None
    #: Set only while this board judges that second call: the draw is one draw too many (engine._again_decided).
    again_same: bool = False
    #: Set only while that other board judges the event that ended the game: _no_block deals no damage.
    hold_unblocked: bool = False
    #: On the board of unblocked_alt kept for a block naming none right after one naming a blocker, both after a
    #: chain of attacks (engine.step): the seq of that block, read there with the blocks in order (the first the
    #: first attack's), not as the no block of the attack taken as not blocked, recorded late.
    alt_in_order: int = 0
    #: On a board whose unblocked_alt is the other reading of a flagged battle (Battle.faulted, rested_blocker),
    #: not of a left-out block: the seq of that battle's fault, for the note when the log plays on (engine.step).
    alt_fault: int = 0
    #: The rested card named to block in that battle (None: the flagged attack's).
    alt_fault_blocker: str | None = None
    #: The violations (seq, rule) the engine knows to be their player's own breach, whatever an earlier flagged
    #: event's legal history says (projections.causes reads own_roots): a later act in a battle already flagged
    #: that breaks a rule of its own (engine.step), a second stone call after one made by resting a resonator, a
    #: second mulligan decision after one made out of order.
    own_roots: tuple[tuple[int, str], ...] = ()
    #: (player, turn) of a stone call flagged for how it was made (fow.stone.not-ruler: another card rested for it):
    #: it called its stone, so a second call that turn is its player's own fow.stone.once-per-turn (engine.on_stone).
    call_how: tuple[str, int] | None = None
    #: (player, turn) of a call made with the magic stone deck empty (fow.stone.empty-deck): it took place at the
    #: table (the ruler rested, a stone put down: engine._called_past_end), so a later fault of that player's that
    #: turn for it having been made (a second call, a judgment with the ruler it rested) is their own breach.
    empty_called: tuple[str, int] | None = None

    def copy(self) -> "Board":
        """An independent board (card definitions shared)."""
        rep = _structs.replace
        cards = {k: rep(v) for k, v in self.cards.items()}
        seats = [rep(s, deck=list(s.deck), stones=list(s.stones), hand=list(s.hand), field=list(s.field),
                     added=list(s.added), grave=list(s.grave), stone_area=list(s.stone_area),
                     standby=list(s.standby), unbound=dict(s.unbound), unbound_stones=dict(s.unbound_stones),
                     decklist=dict(s.decklist), stonelist=dict(s.stonelist))
                 for s in self.seats]
        return rep(self, cards=cards, seats=seats,
                   chase=[rep(e, targets=list(e.targets)) for e in self.chase],
                   battle=rep(self.battle) if self.battle is not None else None,
                   unblocked=rep(self.unblocked) if self.unblocked is not None else None,
                   early_block=rep(self.early_block) if self.early_block is not None else None,
                   queued=tuple(rep(q) for q in self.queued),
                   reopen_unblocked=rep(self.reopen_unblocked) if self.reopen_unblocked is not None else None,
                   reopen_early_block=rep(self.reopen_early_block) if self.reopen_early_block is not None else None,
                   notes=list(self.notes), note_msgs=list(self.note_msgs),
                   result_msg=dict(self.result_msg), marked=set(self.marked),
                   unknown_touched=set(self.unknown_touched),
                   unblocked_alt=((self.unblocked_alt[0].copy(), list(self.unblocked_alt[1]))
                                  if self.unblocked_alt is not None else None),
                   went_on=((self.went_on[0].copy(), list(self.went_on[1]), list(self.went_on[2]))
                            if self.went_on is not None else None),
                   again_held=((self.again_held[0].copy(), list(self.again_held[1]), list(self.again_held[2]))
                               if self.again_held is not None else None),
                   slip_held=_copy_slip(self.slip_held))

    # -- lookups -------------------------------------------------------
    def seat(self, pid: str) -> Seat:
        for s in self.seats:
            if s.id == pid:
                return s
        raise KeyError(pid)

    def opponent(self, pid: str) -> Seat:
        return next(s for s in self.seats if s.id != pid)

    def is_player(self, pid: str) -> bool:
        return any(s.id == pid for s in self.seats)

    def card_def(self, iid: str | None) -> Card | None:
        inst = self.cards.get(iid) if iid else None
        if inst is None or inst.name is None:
            return None
        return self.defs.get(inst.name)

    def read_name_case(self, event: Any) -> Any:
        """``event`` as its card names are checked before the match is judged (projections.names.as_checked): a
        name in another letter case, or with spaces around it, is the one card of that name (read_names). A stone
        call, a payment or any other field a card id may be in (a spell's targets, an attack's target, a blocker)
        naming a stone id past the end of its player's magic stone deck list (:meth:`past_stones`) names the stone
        a call from the empty magic stone deck put into the magic stone area at the table (flagged at that call,
        fow.stone.empty-deck; engine.on_stone), not a card the match lacks: left out of the check, and judged by
        the engine as any card there (naming no such call's stone: a payment's fow.will.source, a target's
        fow.play.target)."""
        event = read_names(self.defs, event)[0]
        kind = type(event).__name__
        if kind == "StoneCalled" and isinstance(event.card, str) and self.past_stones(event.card):
            return _structs.replace(event, card=None)
        changes: dict[str, Any] = {}
        for fld in event.__struct_fields__:
            # (A payment, and any other field a card id may be in: a spell's targets, an attack's target, a blocker,
            # an addition's host. The stone such a call put into the magic stone area is a card on the board as the
            # table had it, judged as any magic stone of unknown will; an id no call gave is judged by the engine
            # too, at that event, not refused as a card the match lacks.)
            if fld in ("name", "names", "card", "player"):
                continue
            value = getattr(event, fld)
            if isinstance(value, str) and self.past_stones(value):
                changes[fld] = None
            elif isinstance(value, list) and any(isinstance(s, str) and self.past_stones(s) for s in value):
                changes[fld] = [s for s in value if not (isinstance(s, str) and self.past_stones(s))]
        return _structs.replace(event, **changes) if changes else event

    def past_stones_placed(self, iid: str) -> bool:
        """Whether ``iid`` is a stone a call from the empty magic stone deck put into the magic stone area (engine.
        on_stone): a card of the match past the end of its player's magic stone deck list."""
        return iid in self.cards and self._past_end(iid)

    def past_stones(self, iid: str) -> bool:
        """Whether ``iid`` is a stone id past the end of its player's magic stone deck list (``bob.s1`` for a list
        left empty, ``alice.s11`` for one of ten): the id a log numbering its stone calls gives a call made with the
        magic stone deck empty (engine.on_stone). A stone the match holds is not (it is in ``cards``)."""
        return iid not in self.cards and self._past_end(iid)

    def _past_end(self, iid: str) -> bool:
        """Whether ``iid`` reads as a stone id (``owner.sN``, no leading zero) numbered past the end of its player's
        magic stone deck list: what a stone placed by a call from the empty deck and an id for one share."""
        owner, _, own = iid.rpartition(".")
        if own[:1] != "s" or not own[1:].isdigit() or own[1] == "0":
            return False
        for s in self.seats:
            if s.id == owner:
                return int(own[1:]) > sum(s.stonelist.values())
        return False

    def _unnamed_label(self, inst: Inst) -> str:
        """A card the log never named. A magic stone called is face up (Mise en Place, « mettez-la face recto dans
        votre Zone Pierre Magique »): named by its stone list's one kind when the list holds only one, else "a magic
        stone"; a stone still in the stone deck, or a main deck card unseen, is "a hidden card"."""
        own = inst.id.rpartition(".")[2]
        if own[:1] == "s" and own[1:].isdigit() and inst.zone != "stones":
            if self.past_stones_placed(inst.id):
                return "a magic stone"  # (not of the list: a call from the empty magic stone deck put it there)
            try:
                kinds = [k for k, n in self.seat(inst.owner).stonelist.items() if n > 0]
            except KeyError:
                kinds = []
            return kinds[0] if len(kinds) == 1 else "a magic stone"
        return "a hidden card"

    def face_up_unnamed(self, iid: str) -> str | None:
        """What a card no event has named shows face up to everyone, as the board view words it (English, a catalog
        msgid): a magic stone in a magic stone area is face up (« mettez-la face recto dans votre Zone Pierre
        Magique »), so "a magic stone", hiding nothing (the one a call from the empty magic stone deck put there,
        say). None for a card still hidden (a paper log's card unseen) or one the log named."""
        inst = self.cards.get(iid)
        if inst is None or inst.name is not None or inst.zone != "stone-area":
            return None
        return "a magic stone"

    def label(self, iid: str | None) -> str:
        """How a judge names a card: ``Galahad, the Son of the God (bob.7)``; a player stays a player."""
        if iid is None:
            return "?"
        inst = self.cards.get(iid)
        if inst is None:
            return iid if self.is_player(iid) else repr(iid)
        name = inst.name or self._unnamed_label(inst)
        if inst.j_side:
            d = self.defs.get(inst.name or "")
            if d is not None and d.j_ruler is not None:
                name = d.j_ruler.name
        return f"{name} ({iid})"


_ZONE_FIELDS = {
    "deck": "deck", "stones": "stones", "hand": "hand", "field": "field",
    "added": "added", "grave": "grave", "stone-area": "stone_area", "standby": "standby",
}


def zone_list(seat: Seat, zone: str) -> list[str] | None:
    name = _ZONE_FIELDS.get(zone)
    return getattr(seat, name) if name is not None else None


def snapshot(board: Board) -> dict[str, Any]:
    """Not used for replay; handy for debugging."""
    import msgspec

    return msgspec.to_builtins(board)


def name_as_known(defs: dict, written: Any) -> str | None:
    """The card name ``written`` stands for when it is no known name as written but, its surrounding spaces aside and
    letter case not counted, is exactly one: ``"pachacuti"``, ``" Pachacuti "`` -> ``"Pachacuti"``. None otherwise
    (known as written, or a misspelling: that stays the log's one-line error, with its "did you mean")."""
    if not isinstance(written, str) or not written or written in defs:
        return None
    key = written.strip().casefold()
    if not key:
        return None
    found = {d.name for k, d in defs.items() if k.casefold() == key and getattr(d, "name", None)}
    if len(found) != 1:
        found = {k for k in defs if k.casefold() == key}
    return next(iter(found)) if len(found) == 1 else None


#: The events' fields that name a card, one name each (``TurnEnded``'s ``names``: a list).
_NAME_FIELDS = ("name", "names")


def read_names(defs: dict, event: Any) -> tuple[Any, list[tuple[str, str]]]:
    """``event`` with each card name written in another letter case, or with spaces around it, read as the one known
    card of that name (:func:`name_as_known`), and the (written, read) pairs; the event as it is when none is."""
    changes: dict[str, Any] = {}
    read: list[tuple[str, str]] = []
    for fld in _NAME_FIELDS:
        value = getattr(event, fld, None)
        if isinstance(value, str):
            known = name_as_known(defs, value)
            if known is not None:
                changes[fld] = known
                read.append((value, known))
        elif isinstance(value, list):
            out = list(value)
            for k, v in enumerate(value):
                known = name_as_known(defs, v)
                if known is not None:
                    out[k] = known
                    read.append((v, known))
            if out != value:
                changes[fld] = out
    return (_structs.replace(event, **changes) if changes else event), read


def _copy_slip(held: Any) -> Any:
    """A copy of a Board.slip_held (the hold of a play by an id one off), the holds within it copied too."""
    if held is None:
        return None
    alt, alt_found, own_found, written, other, inner = held
    return (alt.copy(), list(alt_found), list(own_found), written, other, _copy_slip(inner))
