"""Final Fantasy Trading Card Game: card definitions and the events of a match log.

Events are named in the past tense and gathered in the :data:`Event` union,
tagged by ``type``. Every event carries ``seq`` and ``player`` (the seat that
took the decision).

Cards are referred to by *instance ids*: ``<player>.<n>`` is the n-th card of
that player's deck in its initial order (1 = top). Deck lists name cards by
**serial number** (``"1-004"``), the deck-building unit; any real card of the
packaged statistics may be named, and the starter pool (or the header's
``cards``) adds modelled abilities to some of them.

Priority and the stack are explicit: a summon or ability goes on the stack
(``SummonCast``, ``AbilityUsed``, ``AutoTriggered``, ``ExBurstUsed``), players
pass priority (``PriorityPassed``), and after two passes in a row the top of
the stack resolves (``Resolved``), last in, first out. Two passes on an empty
stack end the phase or step.

Schema evolution: only add fields, always with defaults; never change a tag
or a field's type. The header carries the format version and the ruleset.
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

from functools import cached_property
from typing import Literal, Union

import msgspec
from msgspec import Struct, field

from .lineage import Amendment
from .messages import N_

GAME = "fftcg"
#: the event types that do not show who took the first turn: the mulligans of the set-up and a concession (the first
#: turn's draw shows who took it). A header without ``first`` is read with the player of the first event of another
#: type (ledger.log._first_read).
FIRST_SHOWN_AFTER = frozenset({"Conceded", "Mulliganed"})
#: The starting hand's first card's deck position and its size (the deck's top five), in a log naming cards
#: ``<player>.<position>``: a draw naming only those cards before the first turn is a record of the set-up's draws,
#: which shows nothing of who began (ledger.log._first_read).
SETUP_HAND = (1, 5)

ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark")


class Effect(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """One step of an ability, in the pool's declarative vocabulary (docs/fftcg.md).

    ``do``: damage, power, break, dull, freeze, activate, return, remove, draw,
    search, control (the ability's controller gains control of the target),
    cost (a field ability: the cost of its controller's cards matching
    ``filter`` changes by the amount, e.g. -1). ``target``: which card the
    step needs (forward, own-forward, opp-forward, character, opp-character,
    self, same, none); targets are chosen when the ability goes on the stack,
    in effect order.

    The value is ``amount`` plus ``per_x`` times X (X chosen by the controller
    when the card does not define it) plus the value named by ``of`` (power:
    the target's power; source-power: the source's; an undefinable value,
    such as the power of a card that left the field, is 0 [ref (4.4.)]),
    divided by ``divide`` and rounded as ``round`` says: to the nearest whole
    number unless the card says otherwise [ref (4.2.)] (``down`` or ``up``,
    to a multiple of ``unit``, as Rosso's "rounded down to the nearest 1000").
    ``filter`` narrows a search or a cost change: type, element, name, max_cost.
    """

    do: str
    target: str = "none"
    amount: int = 0
    per_x: int = 0
    of: Literal["", "power", "source-power"] = ""
    divide: int = 1
    round: Literal["nearest", "down", "up"] = "nearest"
    unit: int = 1
    filter: dict[str, str | int] = field(default_factory=dict)


class Ability(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """An ability of a character: ``action`` (cost: effect), ``special`` (discard a
    card of the same name, plus ``cost``), ``auto`` (``when``: enters, attacks,
    blocks, breaks (put into the Break Zone from the field), damaged (this
    forward is dealt damage), player-damaged (its controller takes damage),
    main1 (the beginning of its controller's Main phase 1), attack-phase (the
    beginning of its controller's attack phase), end-of-turn (its controller's
    End phase)) or ``field`` (always on while the character is on the field).
    An auto ability is used whenever it triggers unless ``optional``.

    ``cost`` maps an element (or ``any``) to CP; ``dull``: the character is
    dulled as part of the cost.
    """

    kind: Literal["action", "special", "auto", "field"]
    effects: list[Effect]
    cost: dict[str, int] = field(default_factory=dict)
    dull: bool = False
    when: str = ""
    optional: bool = False
    text: str = ""


class Card(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True, dict=True):
    """One FFTCG card, as the statistics, the starter pool or a log header define it.

    ``summon``: a summon's effects; ``burst``: the EX Burst effects (a summon's
    own effects when left empty); ``burst_optional``: the EX Burst's choice is
    optional as printed ("you may choose", "choose up to 1"): none is a choice it
    may make. ``traits``: haste, brave, first-strike,
    back-attack, must-attack, must-block, cannot-block, cannot-attack.
    ``attack_cost``/``block_cost``: CP of any element to attack or block.
    ``modelled=False``: the card text is not interpreted (statistics only).
    Monsters (not in the seed) are played like characters and enter active;
    crystals are not played.
    """

    serial: str
    name: str
    type: Literal["forward", "backup", "summon", "monster", "crystal"]
    cost: int
    elements: list[str]
    power: int = 0
    many: bool = False
    ex_burst: bool = False
    traits: list[str] = field(default_factory=list)
    summon: list[Effect] = field(default_factory=list)
    burst: list[Effect] = field(default_factory=list)
    burst_optional: bool = False
    abilities: list[Ability] = field(default_factory=list)
    attack_cost: int = 0
    block_cost: int = 0
    text: str = ""
    modelled: bool = True

    # ``dict=True`` gives room for the memo below: not a field (never encoded, compared or copied).
    @cached_property
    def field_effects(self) -> tuple[Effect, ...]:
        """The effects of the card's field abilities, in order (most cards have none). A definition never
        changes once read, and the rules engine asks this at every step for every card on the field."""
        return tuple(e for ab in self.abilities if ab.kind == "field" for e in ab.effects)


class Player(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """A seat with its deck list (serial -> copies) and, optionally, the deck's
    order after the shuffle (serials, top first). With neither ``order`` nor the
    header's ``shuffle_seed`` the order is unknown (a paper table): instance ids
    keep their positions, and events name cards as they are revealed (``serials``)."""

    id: str
    deck: dict[str, int]
    name: str = ""
    #: 1 to the number of players; left out (or null): the player's place in the list, 1 first.
    seat: int | None = None
    order: list[str] | None = None


class Header(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """Line 1 of an FFTCG match log.

    ``ruleset``: ``fftcg-v2`` (the seed's rules V2: CP payment exact, one CP
    over only when a discard made it) or ``fftcg-v2-loose-payment`` (payment
    may overshoot; the surplus is lost). ``format``: constructed (50 cards,
    7 damage) or limited (40+ cards, 6 damage). ``chosen_by``: the player who
    won the random draw and chose who plays first.
    """

    version: int
    game: Literal["fftcg"]
    players: list[Player]
    first: str
    format: Literal["constructed", "limited"] = "constructed"
    ruleset: str = "fftcg-v2"
    chosen_by: str = ""
    match: str = ""
    shuffle_seed: int | None = None
    cards: list[Card] = field(default_factory=list)
    #: Free text about the match (event, round, table, judge, date...): a number or yes/no is kept as written.
    meta: dict[str, str | int | float | bool] = field(default_factory=dict)
    #: A correction of another match (a branch): see :mod:`ledger.lineage`. Absent otherwise.
    amends: Amendment | None = None


class CP(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """One source of Crystal Points: ``dull`` a backup (1 CP) or ``discard`` a
    hand card (2 CP). ``element``: the element taken from a multi-element card."""

    dull: str | None = None
    discard: str | None = None
    element: str | None = None


class BaseEvent(Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """``serials``: paper-table logs (no deck order known) name each hidden card the
    event reveals, instance id -> serial (``{"alice.7": "1-004"}``); the engine
    binds it and checks the deck list still has a copy."""

    seq: int
    player: str
    serials: dict[str, str] = field(default_factory=dict)


class Mulliganed(BaseEvent, tag="Mulliganed"):
    """Set-up: the 5 hand cards go to the bottom of the deck in the order of
    ``bottom`` (the first listed goes nearest the top), then 5 are drawn."""

    bottom: list[str] = field(default_factory=list)


class CardsDrawn(BaseEvent, tag="CardsDrawn"):
    """The Draw phase: the top cards of the deck (2; 1 on the first player's
    first turn). The first event of every turn: the Active phase before it
    needs no event. Fewer cards than due: the deck ran out and the player loses."""

    cards: list[str] = field(default_factory=list)


class CharacterPlayed(BaseEvent, tag="CharacterPlayed"):
    """A forward or backup played from the hand (a special action: no stack)."""

    card: str
    payment: list[CP] = field(default_factory=list)


class SummonCast(BaseEvent, tag="SummonCast"):
    """A summon cast from the hand: paid, and put on the stack with its targets."""

    card: str
    payment: list[CP] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    x: int | float | None = None


class AbilityUsed(BaseEvent, tag="AbilityUsed"):
    """An action or special ability of ``source`` (``ability``: its index among
    the card's abilities), paid and put on the stack. ``discard``: the card of
    the same name a special ability discards."""

    source: str
    ability: int = 0
    payment: list[CP] = field(default_factory=list)
    discard: str | None = None
    targets: list[str] = field(default_factory=list)
    x: int | float | None = None


class AutoTriggered(BaseEvent, tag="AutoTriggered"):
    """A triggered auto ability of ``source`` put on the stack with its targets
    (``declined``: an optional one not used)."""

    source: str
    ability: int = 0
    targets: list[str] = field(default_factory=list)
    declined: bool = False


class ExBurstUsed(BaseEvent, tag="ExBurstUsed"):
    """The card just put into the damage zone has EX Burst: its effect goes on
    the stack at no cost."""

    card: str
    targets: list[str] = field(default_factory=list)


class PriorityPassed(BaseEvent, tag="PriorityPassed"):
    """The player with priority passes it."""


class Resolved(BaseEvent, tag="Resolved"):
    """The top of the stack resolves (``item``: the summon, or the ability's
    source). ``choices``: what the resolution chose (a Search's card, or none);
    ``shuffled``: the deck order after a search shuffles (ids, top first)."""

    item: str
    choices: list[str] = field(default_factory=list)
    shuffled: list[str] | None = None


class AttackDeclared(BaseEvent, tag="AttackDeclared"):
    """One forward, or a party of forwards of one element, attacks. ``payment``:
    CP for attack costs, fixed at the declaration."""

    attackers: list[str]
    payment: list[CP] = field(default_factory=list)


class BlockDeclared(BaseEvent, tag="BlockDeclared"):
    """The defending player blocks with ``blocker`` (None: no block). ``split``:
    how the blocker's damage is shared among a party (forward -> damage)."""

    blocker: str | None = None
    payment: list[CP] = field(default_factory=list)
    split: dict[str, int | float] = field(default_factory=dict)


class Discarded(BaseEvent, tag="Discarded"):
    """End phase: discard down to the hand limit (5)."""

    cards: list[str] = field(default_factory=list)


class EffectRecorded(BaseEvent, tag="EffectRecorded"):
    """What an unmodelled ability did, one effect at a time (``damage(3000)``,
    ``power(+1000)``, ``break``, ``dull``, ``freeze``, ``activate``, ``return``,
    ``remove``, ``draw(1)``, ``discard``, ``player-damage(1)``, ``control``:
    ``player`` gains control of the target, ``give``/``give(zone)``: a card
    moves from its owner's deck, hand or Break Zone to the other player's
    same zone [ref (7.3)]) on ``targets``; counted as unmodelled. Values are
    whole numbers: a decimal one is rounded to the nearest [ref (4.2.)]."""

    effect: str
    source: str | None = None
    targets: list[str] = field(default_factory=list)
    note: str = ""


class Conceded(BaseEvent, tag="Conceded"):
    """The player concedes."""


Event = Union[
    Mulliganed,
    CardsDrawn,
    CharacterPlayed,
    SummonCast,
    AbilityUsed,
    AutoTriggered,
    ExBurstUsed,
    PriorityPassed,
    Resolved,
    AttackDeclared,
    BlockDeclared,
    Discarded,
    EffectRecorded,
    Conceded,
]

EVENT_TYPES: tuple[type, ...] = Event.__args__  # type: ignore[attr-defined]

#: a list field whose items are objects -> what its log error says to write for an item given as a plain string
#: (``"payment": ["alice.6"]``); ``{json}`` is the string as written
STRING_FOR_OBJECT: dict[str, str] = {
    "payment": N_('a CP source is an object, not the string {json}: {{"dull": {json}}} (a backup dulled, 1 CP) or '
                  '{{"discard": {json}}} (a hand card discarded, 2 CP)'),
}


class CardPool(Struct, forbid_unknown_fields=True):
    """The modelled pool file: ``{"game": "fftcg", "cards": [...]}``."""

    game: Literal["fftcg"]
    cards: list[Card]


pool_decoder = msgspec.json.Decoder(CardPool)
