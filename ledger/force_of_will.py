"""Force of Will: card definitions and the events of a match log.

Events are named in the past tense and gathered in the :data:`Event` union,
tagged by ``type``. Every event carries ``seq`` (1, 2, 3...) and ``player``
(the seat that took the decision).

Instance ids: ``<player>.<n>`` is the n-th card of the main deck in its
initial order (1 = top), ``<player>.s<n>`` the n-th card of the magic stone
deck, ``<player>.r`` the ruler. Where the log does not know an order (a paper
table), events may name a card (``name``) and the engine binds it to one of
the player's unrevealed cards in the right zone, checking the deck list.

Spells, put cards, abilities and judgments go on the *chase* (``CardPlayed``,
``AbilityActivated``, ``JudgmentMade``); ``ChaseResolved`` records that both
players passed and the top of the chase resolves (last in, first out).

Schema evolution: only add fields, always with defaults; never change a tag
or a field's type. The header carries the format version.
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

from functools import cached_property
from typing import Literal, Union

import msgspec
from msgspec import Struct, field

from .lineage import Amendment

GAME = "force-of-will"
#: the event types that do not show who took the first turn: the mulligans of the set-up and a concession (the first
#: turn's first act shows who took it). A header without ``first`` is read with the player of the first event of
#: another type (ledger.log._first_read).
FIRST_SHOWN_AFTER = frozenset({"Conceded", "Mulliganed"})

#: Will attributes as the card statistics write them in costs.
ATTRIBUTES = ("L", "F", "Wa", "Wi", "D")


class Effect(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """One step of an ability, done in the order written.

    ``op``: ``damage``, ``atk``, ``def`` (until end of turn), ``destroy``,
    ``draw``, ``life`` (the controller gains), ``cancel`` (a spell or ability
    on the chase), ``rest``, ``recover``, ``to-deck-top`` (a hand card goes
    on top of its owner's main deck). ``target``: a chosen target
    (``resonator``, ``fighter`` = resonator or J-ruler, ``your-resonator``,
    ``player``, ``chase``) taken in order from the event's ``targets``, a
    choice made on resolution (``your-hand-card``, also from ``targets``), or
    a fixed one (``you``, ``opponent``, ``this``, ``host``, ``your-resonators``).
    """

    op: str
    amount: int = 0
    target: str = "none"


class Ability(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """An ability in the engine's vocabulary (see ``docs/force-of-will.md``).

    ``kind``: ``spell`` (what a spell does when it resolves), ``activated``
    (``cost`` before the colon, ``rest`` for the rest symbol), ``static``
    (holds while the card is on the field), ``will`` (rest and/or pay to
    produce one will of one of ``will``; used to pay, never on the chase).
    """

    kind: Literal["spell", "activated", "static", "will"]
    cost: str = ""
    rest: bool = False
    effects: list[Effect] = field(default_factory=list)
    will: list[str] = field(default_factory=list)


class JSide(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True, dict=True):
    """The J-ruler side of a ruler: its name, J-activation cost, ATK, DEF and abilities."""

    name: str
    cost: str
    atk: int
    def_: int = field(name="def")
    abilities: list[Ability] = field(default_factory=list)

    # ``dict=True`` gives room for the memo below: not a field (never encoded, compared or copied).
    @cached_property
    def static_effects(self) -> tuple[Effect, ...]:
        """The effects of the J-ruler's static abilities, in order (read at every ATK and DEF)."""
        return _static_effects(self.abilities)


class Card(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True, dict=True):
    """One Force of Will card, as the card pool, the statistics or a log header defines it.

    ``kind`` is the spell's kind (``chant``, ``chant-instant``,
    ``chant-standby``) or the addition's (``resonator``, ``j-resonator``,
    ``field``). ``cost`` is written as printed: ``{L}{L}{1}``. ``modelled=False``
    (every card known only from the statistics) says its abilities are not
    interpreted: the log records what they did with ``EffectRecorded``.
    ``enter`` is an automatic ability: when the card is put onto the field,
    these effects go on the chase, their targets taken from the
    ``CardPlayed`` event that put it.
    """

    name: str
    type: Literal["ruler", "resonator", "addition", "regalia", "spell", "magic-stone"]
    cost: str = ""
    kind: str = ""
    atk: int | None = None
    def_: int | None = field(default=None, name="def")
    will: list[str] = field(default_factory=list)
    j_ruler: JSide | None = None
    has_j_ruler: bool = False
    trigger: str = ""
    abilities: list[Ability] = field(default_factory=list)
    text: str = ""
    modelled: bool = True
    enter: list[Effect] = field(default_factory=list)

    # ``dict=True`` gives room for the memo below: not a field (never encoded, compared or copied).
    @cached_property
    def static_effects(self) -> tuple[Effect, ...]:
        """The effects of the card's static abilities, in order (most cards have none). A definition never
        changes once read, and the rules engine asks this for every card on the field at every ATK and DEF."""
        return _static_effects(self.abilities)


def _static_effects(abilities: list[Ability]) -> tuple[Effect, ...]:
    return tuple(e for a in abilities if a.kind == "static" for e in a.effects)


class Player(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """A seat with its three decks: ``deck`` (main), ``stones`` (magic stone deck), ``ruler``.

    ``order``/``stone_order`` list the card names top first as shuffled at
    the table; with ``shuffle_seed`` in the header instead, the documented
    shuffle; with neither, the orders are unknown (paper table).
    """

    id: str
    deck: dict[str, int]
    stones: dict[str, int]
    ruler: str = ""  # left out: no ruler prepared, judged fow.setup.ruler (seed 001, Mise en Place 1), not refused
    name: str = ""
    #: 1 to the number of players; left out (or null): the player's place in the list, 1 first.
    seat: int | None = None
    order: list[str] | None = None
    stone_order: list[str] | None = None


class Header(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """Line 1 of a Force of Will match log.

    ``chooser`` is the player the random draw picked to choose who plays
    first; ``first`` is the player they chose.
    """

    version: int
    game: Literal["force-of-will"]
    players: list[Player]
    first: str
    chooser: str | None = None
    ruleset: str = "fow-basic"
    match: str = ""
    shuffle_seed: int | None = None
    cards: list[Card] = field(default_factory=list)
    #: Free text about the match (event, round, table, judge, date...): a number or yes/no is kept as written.
    meta: dict[str, str | int | float | bool] = field(default_factory=dict)
    #: A correction of another match (a branch): see :mod:`ledger.lineage`. Absent otherwise.
    amends: Amendment | None = None


class BaseEvent(Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """Fields every event has: its place in the log and the acting player."""

    seq: int
    player: str


class Mulliganed(BaseEvent, tag="Mulliganed"):
    """Set-up: ``cards`` from the hand go under the main deck in this order
    (the first listed goes down first), then as many are drawn from the top."""

    cards: list[str] = field(default_factory=list)


class CardDrawn(BaseEvent, tag="CardDrawn"):
    """The draw phase's draw: the top card of the main deck goes to the hand."""

    card: str | None = None
    name: str | None = None


class StoneCalled(BaseEvent, tag="StoneCalled"):
    """The ruler (or J-ruler, ``by``) is rested to put the top magic stone into the magic stone area."""

    by: str | None = None
    card: str | None = None
    name: str | None = None


class CardPlayed(BaseEvent, tag="CardPlayed"):
    """A card goes on the chase: a resonator or regalia to put, an addition
    (``attach_to`` its host), or a spell. ``targets``: the spell's targets,
    or those of the put card's enter-the-field ability. ``payment`` lists the will sources
    rested (magic stones, cards with a will ability), one will each;
    ``attributes`` the attribute each chose, where a source has several.
    ``from_standby``: a chant-standby played from the standby zone, free.
    ``x``: the X chosen for a cost with {X} (its free part is then X)."""

    card: str | None = None
    name: str | None = None
    targets: list[str] = field(default_factory=list)
    attach_to: str | None = None
    payment: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)
    from_standby: bool = False
    x: int | None = None


class AbilityActivated(BaseEvent, tag="AbilityActivated"):
    """An activated ability (``ability``: its index among the card's abilities)
    goes on the chase, its cost paid: will in ``payment``, the card rested
    for the rest symbol."""

    card: str
    ability: int = 0
    targets: list[str] = field(default_factory=list)
    payment: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)


class StandbySet(BaseEvent, tag="StandbySet"):
    """Main phase: pay {2} and put a hand card face down into the standby zone."""

    card: str | None = None
    name: str | None = None
    payment: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)


class JudgmentMade(BaseEvent, tag="JudgmentMade"):
    """The recovered ruler's J-activation cost is paid; the judgment goes on the chase."""

    payment: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)


class ChaseResolved(BaseEvent, tag="ChaseResolved"):
    """Both players passed: the top of the chase resolves (``card`` names it, to check)."""

    card: str | None = None


class AttackDeclared(BaseEvent, tag="AttackDeclared"):
    """A recovered resonator or J-ruler attacks ``target``: the opponent (a
    player id) or a rested resonator or J-ruler. The attacker rests."""

    attacker: str
    target: str


class BlockDeclared(BaseEvent, tag="BlockDeclared"):
    """The defending player blocks with a recovered resonator or J-ruler
    (``blocker``), or declines (no ``blocker``); battle damage follows."""

    blocker: str | None = None


class TurnEnded(BaseEvent, tag="TurnEnded"):
    """The active player ends the main phase; in the end phase they discard
    ``discarded`` down to the maximum hand size. The next turn begins.
    ``names`` (parallel to ``discarded``, optional): the discarded cards'
    names, which the graveyard shows (a paper log binds its hidden cards to them)."""

    discarded: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)


class EffectRecorded(BaseEvent, tag="EffectRecorded"):
    """What an unmodelled ability did, one effect at a time (``damage(500)``,
    ``destroy``, ``draw(1)``, ``life(-300)``, ``atk(+200)``, ``def(+200)``,
    ``rest``, ``recover``) on ``targets``. Applied, and counted as unmodelled."""

    effect: str
    source: str | None = None
    targets: list[str] = field(default_factory=list)
    note: str = ""


class Conceded(BaseEvent, tag="Conceded"):
    """The player concedes: the opponent wins."""


Event = Union[
    Mulliganed,
    CardDrawn,
    StoneCalled,
    CardPlayed,
    AbilityActivated,
    StandbySet,
    JudgmentMade,
    ChaseResolved,
    AttackDeclared,
    BlockDeclared,
    TurnEnded,
    EffectRecorded,
    Conceded,
]

EVENT_TYPES: tuple[type, ...] = Event.__args__  # type: ignore[attr-defined]

#: a field the format does not know -> this game's field for it (another game's name: Chrono Clash's
#: ``defender``, FFTCG's ``attackers``), said in the log error ("did you mean `target`?")
FIELD_ELSEWHERE: dict[str, tuple[str, ...]] = {"defender": ("target",), "battler": ("target",),
                                               "attackers": ("attacker",), "stone": ("card",)}


class CardPool(Struct, forbid_unknown_fields=True):
    """A card pool file: ``{"game": "force-of-will", "cards": [...]}``."""

    game: Literal["force-of-will"]
    cards: list[Card]


pool_decoder = msgspec.json.Decoder(CardPool)
