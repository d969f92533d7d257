"""A header whose recorded deck order disagrees with its deck list is a finding, not unusable input.

The order is what lay on the table (the events name its cards by position),
so the match is set up from it; the disagreement is reported as a violation
of the deck list at seq 0 (``<game>.log.deck-order``), saying which cards
differ and by how many.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from ledger.errors import UnknownCardError
from ledger.messages import template_of

from .core import Rule, Violation

#: (order field, deck-list field) of a header's player, in every game that has them
PAIRS = (("order", "deck"), ("extra_order", "extra_deck"), ("stone_order", "stones"))
PREFIX = {"chrono-clash": "ccs", "force-of-will": "fow", "fftcg": "fftcg"}
WORDS = {"deck": "deck", "extra_deck": "extra deck", "stones": "magic stone deck"}


def rule(game: str) -> Rule:
    """The rule a disagreeing order breaks (the log format's own rule, not one of the game's)."""
    return Rule(id=f"{PREFIX.get(game, game)}.log.deck-order", source="docs/log-format.md § Header",
                text="A recorded deck order holds exactly the cards of the player's deck list.")


def _differs(order: list[str], deck: dict[str, int], key: Any = None) -> list[str]:
    have, want = Counter(order), {k: v for k, v in deck.items() if v > 0}
    if dict.__eq__(have, want):  # the order holds the list's cards: nothing to say (almost every header)
        return []
    if key is not None:  # two spellings of one card are that card (Force of Will: stray space, decomposed accents)
        have = Counter(map(key, order))
        want = Counter()
        for name, n in deck.items():
            if n > 0:
                want[key(name)] += n
        if have == want:
            return []
    want = Counter(want)
    out = []
    for name in sorted(set(have) | set(want)):
        if have[name] != want[name]:
            out.append(f"{have[name]} {name!r} in the order, {want[name]} in the list")
    return out


def known_top(order: list[str], deck: dict[str, int], below: int) -> list[str | None] | None:
    """``order`` shorter than the deck list and than ``below`` (the least deck the game allows): the known top of
    the deck (the cards the author saw), not a deck that lay on the table (an order of a legal size off its list
    stays ``<game>.log.deck-order``); else None. A card of it the list does not hold (not in it, or a copy beyond
    its count: the author's slip, ``<game>.log.deck-order``) is a hidden card (None) at its place: the rest of
    the order is still the top of the deck, the deck still the list's."""
    if len(order) >= below or len(order) >= sum(v for v in deck.values() if v > 0):
        return None
    left = Counter({k: v for k, v in deck.items() if v > 0})
    top: list[str | None] = []
    for name in order:
        if left[name] > 0:
            left[name] -= 1
            top.append(name)
        else:
            top.append(None)
    return top


def is_top_of(order: list[str], deck: dict[str, int], below: int) -> bool:
    """``order`` is the known top of the deck (:func:`known_top`), every card of it one of the list's."""
    top = known_top(order, deck, below)
    return top is not None and None not in top


def point_at_order(exc: Any, header: Any) -> None:
    """Point an unknown card of a reconciled deck list at the recorded order it came from (the list as the
    log gives it does not hold it: the set-up read it from the order)."""
    if not isinstance(exc, UnknownCardError):
        return
    name = template_of(exc.reason)[1].get("name")
    for i, p in enumerate(getattr(header, "players", [])):
        for order_field, list_field in PAIRS:
            order, deck = getattr(p, order_field, None), getattr(p, list_field, None)
            if (exc.field == f"$.players[{i}].{list_field}" and isinstance(order, list) and name in order
                    and not (isinstance(deck, dict) and name in deck)):
                exc.field = f"$.players[{i}].{order_field}[{order.index(name)}]"
                return


def reconcile(game: str, header: Any) -> tuple[Any, list[Violation]]:
    """``header`` with each disagreeing deck list replaced by its order's cards, and one finding each."""
    from .core import engine

    players = list(getattr(header, "players", []))
    key = getattr(engine(game), "card_key", None)  # the game's own reading of a card name, if it has one
    read_order = getattr(engine(game), "read_order", None)  # (opt-in: a short order's names read as events')
    partial = getattr(engine(game), "PARTIAL_ORDER", {})  # list field -> the length below which its order is a known top
    found: list[Violation] = []
    changed = False
    for i, p in enumerate(players):
        updates = {}
        for order_field, list_field in PAIRS:
            order = getattr(p, order_field, None)
            deck = getattr(p, list_field, None)
            if order is None or deck is None or not isinstance(deck, dict):
                continue
            diff = _differs(order, deck, key)
            if not diff:
                continue
            below = partial.get(list_field)
            if callable(below):  # (a game's opt-in, Force of Will's: the least size read off the list itself)
                below = below(deck)
            # (A game's opt-in, Force of Will's: a short order's names read as its events' are, another letter case
            # the one card of that name; a whole order is compared as written.)
            seen = read_order(header, order) if read_order is not None and below is not None else order
            top = known_top(seen, deck, below) if below is not None else None
            if top is None:
                seen = order
            if top is not None:  # the known top of the deck: the engine deals the rest as hidden cards of the list
                if None in top:  # ...and a card of it the list does not hold: the one slip, the list kept
                    have = Counter(seen)
                    extra = [f"{have[k]} {k!r} in the order, {deck.get(k, 0)} in the list" for k in sorted(have)
                             if have[k] > deck.get(k, 0)]
                    r = rule(game)
                    found.append(Violation(
                        seq=0, turn=0, player=p.id, rule=r.id, source=r.source,
                        message=f"{p.id}'s recorded {WORDS[list_field]} order, the top {len(order)} cards of the "
                                f"{WORDS[list_field]}, holds cards the deck list does not (" + "; ".join(extra)
                                + "): the match is checked with the deck list, those places of the order taken as "
                                  "hidden cards"))
                continue
            updates[list_field] = dict(Counter(order))
            r = rule(game)
            found.append(Violation(seq=0, turn=0, player=p.id, rule=r.id, source=r.source,
                                   message=f"{p.id}'s recorded {WORDS[list_field]} order is not the deck list "
                                           f"(the match is checked with the order, as it lay on the table): "
                                           + "; ".join(diff[:5]) + ("; ..." if len(diff) > 5 else "")))
        if updates:
            players[i] = msgspec.structs.replace(p, **updates)
            changed = True
    return (msgspec.structs.replace(header, players=players) if changed else header), found
