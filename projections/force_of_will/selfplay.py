"""Legal actions and seeded self-play for Force of Will.

:func:`legal_actions` lists every decision either player may take now, with
its targets and payment, built from the rules as the engine reads them (see
its docstring for who may act when, and which choices are listed by a
canonical representative). The two are kept consistent by
``tests/test_fow_legal_actions.py``: nothing listed is flagged by
:func:`~projections.force_of_will.engine.step`, and a systematic family of
unlisted decisions is.

:func:`simulate` draws everything from its seed (who chooses, who plays
first, the shuffles, every decision) and returns ``(header, events)``; the
same seed gives the same events. :func:`play` picks among the legal actions
with a seeded ``random.Random``: first a kind of decision (weighted by
:data:`WEIGHTS`), then one action of that kind, so a kind with many variants
(thirty-one mulligans, a dozen payments) is not favoured for its numbers.
Matches end at 0 life or on a deck-out at the draw.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterator

from ledger.force_of_will import (
    ATTRIBUTES, AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, Conceded,
    Header, JudgmentMade, Mulliganed, Player, StandbySet, StoneCalled, TurnEnded,
)

from . import cards as C
from .board import MAX_HAND, Board
from .engine import Judge, _chase_draws, answers_block, battle_damage, setup_record_open, step, trigger_holds
from .setup import new_board

Event = Any

LIGHT_DECK = {
    "Galahad, the Son of the God": 4, "Blessed Holy Wolf": 4, "Gawain, the Knight of the Sun": 4,
    "Perceval, the Seeker of Holy Grail": 4, "Young Knight of Gloria": 4, "Tristan, the Knight of Sorrow": 4,
    "Temple Monk": 4, "Herald of Sacred Queen": 4, "Pride of Knights": 4, "Sweet Rose": 2,
    "Order of Sacred Queen": 2, "Justice of God's Sword": 2, "Wall of Ideas": 2,
}
FIRE_DECK = {
    "Dragoon of Certo": 4, "Whelp Drake": 4, "Flamewing Wyvern": 4, "Lancelot, the Knight of Mad Demon": 4,
    "Guinevere, the Jealous Queen": 4, "Hector de Maris, the Acolyte of Mad Demon": 4, "Rukh Egg": 4,
    "Demonflame": 4, "Flame King's Shout": 2, "Certo, the Blazing Volcano": 2, "Laevateinn, the Demon Sword": 2,
    "Bullet of Envy": 2, "Flash of Demon Sword": 2,
}
#: The light deck splashes water (two stones, two Wall of Ideas) so that payments mix attributes:
#: with one attribute per deck an attribute cost could never be short while the total is right.
DECKS = {
    "faria": ("Faria, the Sacred Queen", LIGHT_DECK, {"Magic Stone of Light": 8, "Magic Stone of Water": 2}),
    "melgis": ("Melgis, the Flame King", FIRE_DECK, {"Magic Stone of Flame": 10}),
}
#: How much a kind of decision is liked (see :func:`kind_of`); 0 = never chosen by the simulated players.
WEIGHTS = {"stone": 50.0, "play": 8.0, "ability": 2.0, "judgment": 6.0, "attack": 6.0, "block": 1.0,
           "no-block": 1.0, "resolve": 3.0, "respond": 1.0, "draw": 1.0, "end": 0.5, "standby": 2.0,
           "keep": 3.0, "mulligan": 1.0, "standby-useless": 0.0, "concede": 0.0,
           "record": 0.0}


# ---------------------------------------------------------------------------
# Legal actions


def legal_actions(board: Board) -> list[Event]:
    """Every decision the engine accepts now, for either player, in a fixed order.

    Force of Will passes priority between the players (the chase), and the log
    records who acted, so "the player to act" is whoever the rules let act:
    the active player's main-phase actions when nothing is under way, either
    player's chant-instants, activated abilities and triggered chant-standby
    spells at any time (except before the turn's draw, for either player), either
    player letting the top of the chase resolve, the defender's block, and
    either player's concession. In set-up, the mulligans that may still be
    taken come first, then what the first player may do to begin the game.

    Listed by canonical representative, where choices are interchangeable
    for the rules:

    - payments: one per multiset of source *classes* (zone, card name, the
      will it produces), taking the first recovered members of each class;
      every class multiset that pays the cost exactly is listed;
    - mulligans and end-of-turn discards: one per set of cards, in hand order;
    - draws, stone calls and resolutions name the card (top of the deck,
      ruler, top of the chase) that the engine would take by default;
    - a choice made on resolution (``your-hand-card``), which the engine
      accepts as anything when the card is played: the hand cards as they are.

    Targets, attackers, blockers and hosts are enumerated in full. Not
    listed: abilities of cards known only from the statistics (their effects
    are recorded in the log, not chosen here), a judgment by a ruler whose J
    side is not in the card data (its cost is not checked), ruler and
    magic-stone cards in a hand, and ``EffectRecorded`` (a record of what an
    unmodelled card did, not a decision). Boards whose deck orders are
    unknown (paper logs) are not covered: their hidden cards have no
    definition yet.
    """
    if board.over:
        # Only a concession: the handshake after the game is won is no fault (a note); anything else is play after
        # the end (fow.game.over).
        return [Conceded(seq=board.seq + 1, player=s.id) for s in board.seats]
    out: list[Event] = []
    if board.phase == "setup":
        out.extend(_mulligans(board))
        for seat in board.seats:
            if setup_record_open(board, seat.id):
                # The record of a set-up draw with no card (the opening hand's, or a mulligan's: a note, nothing
                # drawn: engine._setup_draw_record). Not a decision: listed, never chosen (WEIGHTS["record"]).
                out.append(CardDrawn(seq=board.seq + 1, player=seat.id))
        board = _started(board)
    seq = board.seq + 1
    pay = _Payments(board)
    bt = board.battle
    if bt is not None and bt.blocked:
        # A block whose battle damage waits: an answer to it is judged on this board; anything else comes after
        # the damage (engine.answers_block), so it is what the board once damage is dealt allows.
        after = board.copy()
        battle_damage(Judge(after, None))
        for seat in board.seats:
            out.extend(ev for ev in _actions_of(board, seat.id, seq, pay)
                       if answers_block(Judge(board, ev), ev) or (board.chase and not after.over))
        if not board.chase:
            out.extend(ev for ev in legal_actions(after) if not answers_block(Judge(board, ev), ev))
        return out
    for seat in board.seats:
        out.extend(_actions_of(board, seat.id, seq, pay))
    return out


def _started(board: Board) -> Board:
    """The board once the game has begun: what the first non-mulligan event will see."""
    b = board.copy()
    Judge(b, None).start_game()
    return b


def _mulligans(board: Board) -> Iterator[Event]:
    """Set-up ④: one decision each, every set of hand cards; the first player decides first, so once
    the other player has, the first player's decision can no longer be logged."""
    seq = board.seq + 1
    for seat in board.seats:
        other = board.opponent(seat.id)
        if seat.mulliganed or (seat.id == board.first and other.mulliganed):
            continue
        for k in range(len(seat.hand) + 1):
            for cards in itertools.combinations(seat.hand, k):
                yield Mulliganed(seq=seq, player=seat.id, cards=list(cards))


def _actions_of(b: Board, pid: str, seq: int, pay: _Payments) -> Iterator[Event]:
    seat = b.seat(pid)
    active = pid == b.active
    drawing = active and b.phase == "draw"
    before_draw = b.phase == "draw"  # the turn's draw comes first, before anyone acts (either player)
    main = active and b.phase == "main" and not b.chase and b.battle is None
    if drawing and seat.deck:
        yield CardDrawn(seq=seq, player=pid, card=seat.deck[0])
    if (b.effect_seq == b.seq and b.phase == "main"
            and any(b.cards[c].zone == "hand" and b.cards[c].owner == pid for c in b.effect_drawn)):
        # Right after an effect's draws, their record with no card (a note, nothing drawn: engine.on_drawn). Not a
        # decision: listed, never chosen (WEIGHTS["record"]).
        yield CardDrawn(seq=seq, player=pid)
    elif (b.chase and b.phase == "main" and seat.deck
          and _chase_draws(b, b.chase[-1], pid) > sum(1 for p in b.pre_drawn if p[0] == b.chase[-1].source)):
        # With the card whose resolution draws for them on top of the chase, that draw recorded before its
        # ChaseResolved, with no card (a note: engine._draw_before_resolution). Not a decision: listed, never chosen
        # (WEIGHTS["record"]).
        yield CardDrawn(seq=seq, player=pid)
    if b.chase and _resolvable(b, pid, seq):
        yield ChaseResolved(seq=seq, player=pid, card=b.chase[-1].source)
    if b.battle is not None and not b.battle.blocked and pid == b.battle.defender and not b.chase:
        yield BlockDeclared(seq=seq, player=pid)
        for iid in seat.field:
            if C.is_fighter(b, iid) and not b.cards[iid].rested:
                yield BlockDeclared(seq=seq, player=pid, blocker=iid)
    if main:
        yield from _main_actions(b, pid, seq, pay)
    if not before_draw:
        yield from _plays(b, pid, seq, main, pay)
        yield from _abilities(b, pid, seq, pay)
    yield Conceded(seq=seq, player=pid)


def _resolvable(b: Board, pid: str, seq: int) -> bool:
    """The top of the chase may resolve; a choice made on resolution is judged by the engine then."""
    if not any(e.target in C.ON_RESOLUTION for e in _resolution_effects(b, b.chase[-1])):
        return True
    return not step(b.copy(), ChaseResolved(seq=seq, player=pid, card=b.chase[-1].source))


def _resolution_effects(b: Board, entry: Any) -> list:
    """What a chase entry does when it resolves (a put card's enter ability has its own entry)."""
    d = b.card_def(entry.source)
    if entry.kind == "enter":
        return list(d.enter) if d is not None else []
    if entry.kind == "ability":
        abil = C.abilities(b, entry.source)
        return list(abil[entry.ability].effects) if 0 <= entry.ability < len(abil) else []
    if entry.kind == "card" and d is not None and d.type == "spell":
        return C.spell_effects(d)
    return []


def _main_actions(b: Board, pid: str, seq: int, pay: _Payments) -> Iterator[Event]:
    """The active player's main phase with nothing under way: stone, standby, judgment, attacks, end."""
    seat = b.seat(pid)
    ruler = b.cards[seat.ruler]
    if (seat.stones and seat.judged_turn != b.turn and seat.called_turn != b.turn
            and ruler.zone in ("ruler-area", "field") and not ruler.rested):
        yield StoneCalled(seq=seq, player=pid, card=seat.stones[0])
    for iid in seat.hand:
        for payment, attrs in pay(pid, "{2}"):
            yield StandbySet(seq=seq, player=pid, card=iid, payment=payment, attributes=attrs)
    d = b.card_def(seat.ruler)
    if ruler.zone == "ruler-area" and not ruler.j_side and not ruler.rested and d is not None and d.j_ruler is not None:
        for payment, attrs in pay(pid, d.j_ruler.cost):
            yield JudgmentMade(seq=seq, player=pid, payment=payment, attributes=attrs)
    opp = b.opponent(pid)
    targets = [opp.id] + [i for i in opp.field if C.is_fighter(b, i) and b.cards[i].rested]
    for iid in seat.field:
        inst = b.cards[iid]
        if C.is_fighter(b, iid) and not inst.rested and inst.entered_turn != b.turn:
            for t in targets:
                yield AttackDeclared(seq=seq, player=pid, attacker=iid, target=t)
    need = max(0, len(seat.hand) - MAX_HAND)
    for discarded in itertools.combinations(seat.hand, need):
        yield TurnEnded(seq=seq, player=pid, discarded=list(discarded))


def _timing(b: Board, pid: str, iid: str, main: bool, from_standby: bool = False) -> bool:
    """When a card may be played: main-phase cards in the main phase; instants any time; standby on trigger."""
    d = b.card_def(iid)
    if d is None or d.type in ("ruler", "magic-stone"):
        return False
    if d.type == "spell" and d.kind == "chant-standby":
        if from_standby and b.cards[iid].set_turn == b.turn:
            return False
        return not d.modelled or trigger_holds(b, pid, d.trigger)
    if from_standby:
        return False
    if d.type in ("resonator", "regalia", "addition") or (d.type == "spell" and d.kind == "chant"):
        return main
    return True


def _plays(b: Board, pid: str, seq: int, main: bool, pay: _Payments) -> Iterator[Event]:
    seat = b.seat(pid)
    for iid in seat.hand:
        if not _timing(b, pid, iid, main):
            continue
        d = b.card_def(iid)
        # X (a cost with {X}): every value the player's will sources could pay, each with its payments.
        xs = range(len(seat.stone_area) + len(seat.field) + 1) if "{X}" in (d.cost or "") else [None]
        for attach, targets in _choices(b, pid, iid):
            for x in xs:
                for payment, attrs in pay(pid, C.with_x(d.cost, x)):
                    yield CardPlayed(seq=seq, player=pid, card=iid, targets=targets, attach_to=attach,
                                     payment=payment, attributes=attrs, x=x)
    for iid in seat.standby:
        if _timing(b, pid, iid, main, from_standby=True):
            for attach, targets in _choices(b, pid, iid):
                yield CardPlayed(seq=seq, player=pid, card=iid, targets=targets, from_standby=True)


def _choices(b: Board, pid: str, iid: str) -> list[tuple[str | None, list[str]]]:
    """(host, targets) pairs for playing ``iid``: an addition's hosts, a spell's or enter ability's targets."""
    d = b.card_def(iid)
    if d.type == "addition":
        if d.kind == "field":
            return [(None, [])]
        fits = C.is_resonator if d.kind == "resonator" else C.is_fighter
        return [(h, []) for s in b.seats for h in s.field if fits(b, h)]
    if not d.modelled:
        return [(None, [])]
    effects = C.spell_effects(d) if d.type == "spell" else d.enter
    return [(None, t) for t in target_lists(b, pid, C.chosen(effects), iid)]


def target_lists(b: Board, pid: str, kinds: list[str], source: str) -> list[list[str]]:
    """Every list of targets ``pid`` may name for ``kinds`` (:func:`cards.chosen`) when ``source`` is
    played or activated; a choice made on resolution is listed as the hand cards are now."""
    fielded = [i for s in b.seats for i in s.field]
    options = []
    for kind in kinds:
        if kind == "resonator":
            opts = [i for i in fielded if C.is_resonator(b, i)]
        elif kind == "your-resonator":
            opts = [i for i in b.seat(pid).field if C.is_resonator(b, i)]
        elif kind == "fighter":
            opts = [i for i in fielded if C.is_fighter(b, i)]
        elif kind == "player":
            opts = [s.id for s in b.seats]
        elif kind == "chase":
            opts = list(dict.fromkeys(e.source for e in b.chase if C.spell_or_ability(b, e)))
        elif kind == "your-hand-card":
            opts = [i for i in b.seat(pid).hand if i != source]
        else:
            opts = []
        options.append(opts)
    return [list(t) for t in itertools.product(*options)]


def _abilities(b: Board, pid: str, seq: int, pay: _Payments) -> Iterator[Event]:
    seat = b.seat(pid)
    for iid in dict.fromkeys(seat.field + [seat.ruler]):  # a J-ruler is on the field
        inst = b.cards[iid]
        d = b.card_def(iid)
        if inst.zone not in ("field", "ruler-area") or d is None or (not d.modelled and not inst.j_side):
            continue
        for k, ab in enumerate(C.abilities(b, iid)):
            if ab.kind != "activated":
                continue
            if ab.rest and (inst.rested or (C.is_resonator(b, iid) and inst.entered_turn == b.turn)):
                continue
            for targets in target_lists(b, pid, C.chosen(ab.effects), iid):
                for payment, attrs in pay(pid, ab.cost, avoid=iid if ab.rest else None):
                    yield AbilityActivated(seq=seq, player=pid, card=iid, ability=k, targets=targets,
                                           payment=payment, attributes=attrs)


# ---------------------------------------------------------------------------
# Payments


def payments(board: Board, pid: str, cost: str, avoid: str | None = None) -> list[tuple[list[str], list[str]]]:
    """Every way ``pid`` may pay ``cost`` now, one per multiset of source classes, as (payment, attributes).

    ``avoid`` is a card resting for its own ability: it cannot also rest for will.
    """
    return _Payments(board)(pid, cost, avoid)


class _Payments:
    """The payments of one board, memoised per (player, cost, card resting for its ability):
    a hand repeats costs, and every card in it may be set into the standby zone for {2}."""

    def __init__(self, board: Board):
        self.board = board
        self.classes: dict[str, list[list[tuple[str, list[str]]]]] = {}
        self.memo: dict[tuple, list[tuple[list[str], list[str]]]] = {}

    def __call__(self, pid: str, cost: str, avoid: str | None = None) -> list[tuple[list[str], list[str]]]:
        key = (pid, cost, avoid)
        if key not in self.memo:
            if pid not in self.classes:
                self.classes[pid] = _source_classes(self.board, pid)
            classes = [[m for m in members if m[0] != avoid] for members in self.classes[pid]]
            self.memo[key] = _payments(cost, classes)
        return self.memo[key]


def _source_classes(b: Board, pid: str) -> list[list[tuple[str, list[str]]]]:
    """``pid``'s will sources that may rest now, by class (zone, name, will): members are interchangeable."""
    seat = b.seat(pid)
    out: dict[tuple, list[tuple[str, list[str]]]] = {}
    for iid in seat.stone_area + seat.field:
        inst = b.cards[iid]
        will = C.will_of(b, iid)
        if will is None or inst.rested:
            continue
        wa = C.will_ability(b, iid)
        if wa is not None and wa.rest and C.is_resonator(b, iid) and inst.entered_turn == b.turn:
            continue
        out.setdefault((inst.zone, inst.name, tuple(will)), []).append((iid, will))
    return list(out.values())


def _payments(cost: str, classes: list[list[tuple[str, list[str]]]]) -> list[tuple[list[str], list[str]]]:
    """(payment, attributes) for every multiset of source classes paying ``cost`` exactly.

    A cost the engine cannot read (an {X} not replaced by a chosen X...) is not checked: the empty payment
    stands for it.
    """
    parsed = C.parse_cost(cost)
    if parsed is None:
        return [([], [])]
    need, free = parsed
    total = sum(need.values()) + free
    out = []
    for counts in _compositions(total, [len(m) for m in classes]):
        chosen = [src for members, n in zip(classes, counts) for src in members[:n]]
        attrs = _assign(need, [w for _, w in chosen])
        if attrs is not None:
            out.append(([iid for iid, _ in chosen], attrs if any(attrs) else []))
    return out


def _compositions(total: int, caps: list[int]) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` items from bins of capacity ``caps`` (counts per bin)."""
    if not caps:
        if total == 0:
            yield ()
        return
    for n in range(min(total, caps[0]), -1, -1):
        for rest in _compositions(total - n, caps[1:]):
            yield (n, *rest)


def _assign(need: dict[str, int], wills: list[list[str]]) -> list[str] | None:
    """The attribute each source declares so that ``need`` is met ("" = its own, or wild), or None.

    A single-attribute source needs no declaration; a source of unknown will ([]) pays any attribute.
    """
    wanted = [a for a in ATTRIBUTES for _ in range(need.get(a, 0))]
    return _match(wanted, wills, [""] * len(wills))


def _match(wanted: list[str], wills: list[list[str]], chosen: list[str]) -> list[str] | None:
    if not wanted:
        return chosen
    a, rest = wanted[0], wanted[1:]
    for k, will in enumerate(wills):
        if chosen[k] or (will and a not in will):
            continue
        chosen[k] = a
        if _match(rest, wills, chosen) is not None:
            for j, w in enumerate(wills):  # a single attribute, or the default first one, need not be said
                if w and chosen[j] == w[0]:
                    chosen[j] = ""
            return chosen
        chosen[k] = ""
    return None


# ---------------------------------------------------------------------------
# Self-play


def kind_of(board: Board, ev: Event) -> str:
    """The kind of decision ``ev`` is, as :data:`WEIGHTS` names it."""
    name = type(ev).__name__
    if isinstance(ev, (CardPlayed, AbilityActivated)):
        bt = board.battle
        quiet = ev.player == board.active and not board.chase and (
            bt is None or (bt.blocked and not answers_block(Judge(board, ev), ev)))
        if not quiet:
            return "respond"
        return "play" if isinstance(ev, CardPlayed) else "ability"
    if isinstance(ev, StandbySet):
        d = board.card_def(ev.card)
        return "standby" if d is not None and d.kind == "chant-standby" else "standby-useless"
    if isinstance(ev, BlockDeclared):
        return "block" if ev.blocker else "no-block"
    if isinstance(ev, Mulliganed):
        return "mulligan" if ev.cards else "keep"
    if isinstance(ev, CardDrawn) and ev.card is None and ev.name is None:
        return "record"
    return {"CardDrawn": "draw", "StoneCalled": "stone", "JudgmentMade": "judgment", "ChaseResolved": "resolve",
            "AttackDeclared": "attack", "TurnEnded": "end", "Conceded": "concede"}[name]


def choose(board: Board, actions: list[Event], rng: random.Random) -> Event | None:
    """A kind of decision by weight, then one action of that kind; None when no liked kind is legal.

    In set-up the players record their mulligan decisions first, the first player first.
    """
    setup = [ev for ev in actions if isinstance(ev, Mulliganed)]
    if setup:
        who = board.first if any(ev.player == board.first for ev in setup) else setup[0].player
        actions = [ev for ev in setup if ev.player == who]
    by_kind: dict[str, list[Event]] = {}
    for ev in actions:
        by_kind.setdefault(kind_of(board, ev), []).append(ev)
    kinds = [k for k in by_kind if WEIGHTS[k] > 0]
    if not kinds:
        return None
    x = rng.random() * sum(WEIGHTS[k] for k in kinds)
    for k in kinds:
        x -= WEIGHTS[k]
        if x < 0:
            break
    group = by_kind[k]
    return group[rng.randrange(len(group))]


def play(header: Header, seed: int, max_events: int = 4000) -> list[Event]:
    """Play a whole match from ``header`` with seeded random legal decisions.

    Raises ``RuntimeError`` if the engine flags a listed action: a bug in
    :func:`legal_actions` must not pass as a legal match.
    """
    rng = random.Random(seed)
    board = new_board(header)
    events: list[Event] = []
    while not board.over and len(events) < max_events:
        if _lethal_block(board):
            break  # the simulated players do not answer a block whose battle damage ends the game: it ends there
        chosen = choose(board, legal_actions(board), rng)
        if chosen is None:
            break
        found = step(board, chosen)
        if found:
            raise RuntimeError(f"legal_actions listed {chosen!r}, which the engine flags: {found}")
        events.append(chosen)
    return events


def _lethal_block(board: Board) -> bool:
    """Whether a block waits for its battle damage (nothing on the chase) and that damage ends the game."""
    bt = board.battle
    if bt is None or not bt.blocked or board.chase:
        return False
    after = board.copy()
    battle_damage(Judge(after, None))
    return after.over


#: How many seats a simulated match may have ("Force of Will is played by 2 players").
PLAYERS = range(2, 3)


def simulate(seed: int, players: int = 2) -> tuple[Header, list[Event]]:
    """One complete two-player match from ``seed`` (Force of Will is played by two)."""
    if players != 2:
        raise ValueError("Force of Will is played by 2 players")
    rng = random.Random(f"simulate/force-of-will/{seed}")
    styles = sorted(DECKS)
    rng.shuffle(styles)
    seats = []
    for k, (pid, style) in enumerate(zip(("alice", "bob"), styles)):
        ruler, deck, stones = DECKS[style]
        seats.append(Player(id=pid, name=pid.capitalize(), seat=k + 1, deck=dict(deck), stones=dict(stones), ruler=ruler))
    chooser = rng.choice(["alice", "bob"])
    first = rng.choice(["alice", "bob"])
    header = Header(version=1, game="force-of-will", players=seats, first=first, chooser=chooser,
                    shuffle_seed=rng.randrange(2**31), match=f"simulated #{seed}",
                    meta={"generator": "matchledger simulate", "seed": str(seed), "players": "2"})
    return header, play(header, rng.randrange(2**31))
