"""Chrono Clash System: card definitions and the events of a match log.

Events are named in the past tense and gathered in the :data:`Event` union,
tagged by ``type``. Every event carries ``seq`` (1, 2, 3...) and ``player``
(the seat that took the decision, or whose card the game revealed).

Cards are referred to by *instance ids*: ``<player>.<n>`` is the n-th card of
that player's deck in its initial order (1 = top), ``<player>.x<n>`` the n-th
card of the extra deck. Where a log does not know the order (a paper table), an
event may name the card instead (``name``) and leave ``card`` out: the engine
binds the name to one of the player's unrevealed cards in the right zone and
checks the deck list still has a copy of it.

Schema evolution: only add fields, always with defaults; never change a tag
or a field's type. The header carries the format version.
"""

# Annotations here are evaluated, not postponed (no ``from __future__ import annotations``): msgspec reads
# these structs' types whenever a decoder is built, and compiles a postponed one from its string each time
# (about 300 of them for one game's events and board: ~10 ms of every replay command).

from typing import Literal, Union

import msgspec
from msgspec import Struct, field

from .lineage import Amendment

GAME = "chrono-clash"
#: the event types that do not show who took the first turn: a concession (the first turn's draw is the first event).
#: A header without ``first`` is read with the player of the first event of another type (ledger.log._first_read).
FIRST_SHOWN_AFTER = frozenset({"Conceded"})
#: The starting hand's first card's deck position and its size (the five cards under the five guardians), in a log
#: naming cards ``<player>.<position>``: a draw naming only those cards before the first turn is a record of the
#: set-up's draws, which shows nothing of who began (ledger.log._first_read).
SETUP_HAND = (6, 5)


class Card(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """One Chrono Clash card, as the card pool or a log header defines it.

    ``abilities`` holds icon sequences, read left to right like the printed
    icons: ``["summon", "chosen-battler", "max-strength(4)", "destroy"]``.
    The vocabulary is documented in ``docs/chrono-clash-icons.md``; the engine
    interprets it and never evaluates code. ``modelled=False`` says the text is
    not interpreted: the log then records what the ability did with
    ``EffectRecorded`` events and the report counts them.
    """

    name: str
    type: Literal["battler", "action"]
    cost: int
    colors: list[str]
    strength: int = 0
    extra: bool = False
    eva: bool = False
    abilities: list[list[str]] = field(default_factory=list)
    text: str = ""
    modelled: bool = True


class Player(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """A seat at the table with its deck list.

    ``seat`` gives the turn order (the player to your left is the next seat).
    ``order`` lists the card names of the deck top first, as shuffled at the
    table (a full-information log); with ``shuffle_seed`` in the header
    instead, the order is the documented shuffle of the deck list; with
    neither, the order is unknown (paper table) and cards are bound by name.
    """

    id: str
    deck: dict[str, int]
    name: str = ""
    #: 1 to the number of players; left out (or null): the player's place in the list, 1 first.
    seat: int | None = None
    extra_deck: dict[str, int] = field(default_factory=dict)
    order: list[str] | None = None
    extra_order: list[str] | None = None


class Header(Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """Line 1 of a Chrono Clash match log."""

    version: int
    game: Literal["chrono-clash"]
    players: list[Player]
    first: str
    ruleset: str = "ccs-3.4"
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


class CardDrawn(BaseEvent, tag="CardDrawn"):
    """The turn's draw (step 2): the top card of the deck goes to the hand."""

    card: str | None = None
    name: str | None = None


class BattlerSummoned(BaseEvent, tag="BattlerSummoned"):
    """A battler summoned from the hand.

    ``mode``: ``normal`` pays the cost in time (extra-deck battlers are paid by
    destroying the battlers in ``payment``), ``sneak-attack`` pays the Sneak
    Attack cost (the battler must attack next), ``pilot`` pays the Pilot cost
    and attaches to ``attach_to``, ``reinforcements`` is the free summon a
    destroyed Reinforcements battler allows. ``tap``: tap on summon (Sentinel,
    Taunt). ``under``: the hand card put under a Toughness battler.
    ``targets``: the choices of its summon ability, in icon order. ``mode`` may be left
    out: a ``normal`` summon, unless the event's other fields tell another
    (docs/chrono-clash-icons.md, Readings); a mode given is taken as given.
    """

    # ``mode`` left out stays msgspec.UNSET (not "normal"), so that a "normal" given is told apart from one left out.

    card: str | None = None
    name: str | None = None
    mode: Literal["normal", "sneak-attack", "pilot", "reinforcements"] | msgspec.UnsetType = msgspec.UNSET
    attach_to: str | None = None
    tap: bool = False
    under: str | None = None
    targets: list[str] = field(default_factory=list)
    payment: list[str] = field(default_factory=list)


class ActionPlayed(BaseEvent, tag="ActionPlayed"):
    """An action card played from the hand (or the extra deck's hand cards), then discarded."""

    card: str | None = None
    name: str | None = None
    targets: list[str] = field(default_factory=list)
    payment: list[str] = field(default_factory=list)


class AttackDeclared(BaseEvent, tag="AttackDeclared"):
    """A battler attacks: it taps, its attack trigger resolves with ``targets``,
    then it attacks ``defender``'s guardian stack (``battler`` omitted), a
    tapped enemy battler, or a questing battler's guardian (``battler`` names
    the questing battler). ``defender`` may be left out with one opponent."""

    attacker: str
    defender: str | None = None
    battler: str | None = None
    targets: list[str] = field(default_factory=list)


class GuardianRevealed(BaseEvent, tag="GuardianRevealed"):
    """The defending ``player`` reveals the guardian under attack and chooses
    to resolve (``resolve=true``, with ``targets``) or ignore its guardian ability."""

    card: str | None = None
    name: str | None = None
    resolve: bool = False
    targets: list[str] = field(default_factory=list)


class QuestStarted(BaseEvent, tag="QuestStarted"):
    """A battler is tapped and sent on a quest with a hand card face down on it."""

    battler: str
    card: str | None = None
    name: str | None = None


class TapAbilityActivated(BaseEvent, tag="TapAbilityActivated"):
    """A battler is tapped instead of attacking to use its tap ability."""

    battler: str
    targets: list[str] = field(default_factory=list)


class Transformed(BaseEvent, tag="Transformed"):
    """Transform: ``returned`` (a battler that could attack) is tapped and
    returned to the hand, ``card`` is paid for and put into play attacking
    (an ``AttackDeclared`` by it follows). ``targets``: its summon ability's choices."""

    returned: str
    card: str | None = None
    name: str | None = None
    targets: list[str] = field(default_factory=list)


class Passed(BaseEvent, tag="Passed"):
    """The active player passes: the counter goes on the next player's 3."""


class TriggerResolved(BaseEvent, tag="TriggerResolved"):
    """A pending triggered ability that needs a choice is resolved.

    ``source`` is the card whose ability it is; ``declined`` refuses an
    optional one (Legion, Reinforcements, Toughness...). A Reinforcements
    summon is logged as ``BattlerSummoned`` with mode ``reinforcements``.
    ``name``: the card a Legion ability discards from the top of the deck,
    as a paper log names a card the game reveals.
    """

    source: str
    declined: bool = False
    targets: list[str] = field(default_factory=list)
    name: str | None = None


class EffectRecorded(BaseEvent, tag="EffectRecorded"):
    """What an ability the engine does not model did, as one effect icon
    (``"destroy"``, ``"draw(1)"``, ``"time(+2)"``, ``"strength(-3)"``...)
    applied to ``targets``. Verify applies it and counts it as resting on
    unmodelled text."""

    effect: str
    source: str | None = None
    targets: list[str] = field(default_factory=list)
    note: str = ""


class Conceded(BaseEvent, tag="Conceded"):
    """The player concedes and leaves the game (eliminated)."""


Event = Union[
    CardDrawn,
    BattlerSummoned,
    ActionPlayed,
    AttackDeclared,
    GuardianRevealed,
    QuestStarted,
    TapAbilityActivated,
    Transformed,
    Passed,
    TriggerResolved,
    EffectRecorded,
    Conceded,
]

EVENT_TYPES: tuple[type, ...] = Event.__args__  # type: ignore[attr-defined]

#: a field the format does not know -> this game's field for it (another game's name: Force of Will's
#: ``target``, FFTCG's ``attackers``), said in the log error ("did you mean `defender`?")
FIELD_ELSEWHERE: dict[str, tuple[str, ...]] = {"target": ("defender", "battler"), "attackers": ("attacker",)}


class CardPool(Struct, forbid_unknown_fields=True):
    """A card pool file: ``{"game": "chrono-clash", "cards": [...]}``."""

    game: Literal["chrono-clash"]
    cards: list[Card]


pool_decoder = msgspec.json.Decoder(CardPool)
