"""What every game's set-up shares: deck lists, recorded deck orders and the documented shuffle.

A header gives a deck's order one of three ways: the order itself (top
first), a ``shuffle_seed`` standing for :func:`documented_shuffle`, or
neither (a paper table: the order is unknown). :func:`initial_order` returns
the order or None, and raises :class:`~ledger.errors.LogError` (line 1, with
the field) when a recorded order is not the deck list.
"""

from __future__ import annotations

import random
from collections import Counter

from ledger.errors import LogError
from ledger.messages import N_, Reason


def documented_shuffle(names: list[str], seed: int, key: str) -> list[str]:
    """The shuffle a header's ``shuffle_seed`` stands for.

    The deck list is expanded in the header's order (each name repeated by its
    count), then shuffled by Python's ``random.Random(f"{seed}/{key}")``
    (Mersenne Twister, string seed version 2); index 0 is the top. ``key`` is
    the player id for the main deck; each game documents the keys of its other
    decks (``<player>/x`` for a Chrono Clash extra deck, ``<player>/stones``...).
    """
    out = list(names)
    random.Random(f"{seed}/{key}").shuffle(out)
    return out


def expand(deck: dict[str, int]) -> list[str]:
    """A deck list as one name per card, in the header's order."""
    return [name for name, n in deck.items() for _ in range(max(n, 0))]


def check_order(order: list[str], deck: dict[str, int], fld: str) -> None:
    """Raise :class:`LogError` at ``fld`` unless ``order`` holds exactly the cards of ``deck``."""
    want = Counter(order)
    if want != {k: v for k, v in deck.items() if v > 0}:
        diff = sorted(set(want) ^ set(deck)) or sorted(k for k in want if want[k] != deck.get(k))
        raise LogError(Reason(N_("the deck order is not the deck list (differs on {cards})"),
                              cards=", ".join(map(repr, diff[:3]))),
                       line=1, field=fld)


def initial_order(order: list[str] | None, deck: dict[str, int], seed: int | None, key: str,
                  fld: str, checked: bool = False) -> list[str] | None:
    """The deck's order at set-up (top first), or None when the log does not know it.

    ``checked``: the header came from :func:`projections.deckorder.reconcile`, so a recorded order holds
    exactly its deck list already (counting a deck's cards again cost about 4% of a short match's verify).
    """
    if order is not None:
        if not checked:
            check_order(order, deck, fld)
        return list(order)
    if seed is not None:
        return documented_shuffle(expand(deck), seed, key)
    return None
