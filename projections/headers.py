"""Headers compared by the cards they name, not by how they write them.

A match id is the hash of the log as written (docs/log-format.md), so a deck
that names a Force of Will card in French and the same deck naming it in
English give two ids; ``diff`` asks here whether the two headers hold the
same decks. This reads card names through the game's card data, which is why
it lives on the projection side: the ledger keeps bytes and never reads a
card.
"""

from __future__ import annotations

from typing import Any, Callable

import msgspec

from ledger.log import encode_line


def header_by_card(game: str, header: Any) -> bytes:
    """``header``'s canonical line with every card name its players' decks give written as the card data's one
    name, as verify reads it: a Force of Will pool card's French name (Flammedémon) as its English one
    (Demonflame), a name's accents composed, a name in another letter case that is one card's name that way
    (``demonflame``, ``FLAMMEDÉMON``) as that card's, and a deck's cards in one order, so two headers of the same
    decks written in two languages (or two letter cases) give the same bytes. The match id stays the hash of the
    header as written (a stored match keeps its id); this is what ``diff`` compares headers by.
    An FFTCG deck's serials are read as verify reads them too: with a rarity letter (``1-009C``) or as the seed
    prints the card (``[1-009C] Cloud``), the card ``1-009``.
    For a game whose card names have one form, the canonical line itself."""
    if game == "fftcg":
        from projections.fftcg.setup import card_key as read
    elif game != "force-of-will":
        return encode_line(header)
    else:
        read = _fow_name_reading(header)
    obj = msgspec.to_builtins(header)
    for p in obj.get("players", ()) if isinstance(obj, dict) else ():
        for key in ("deck", "stones"):
            if isinstance(p.get(key), dict):
                counts: dict[str, int] = {}
                for name, n in p[key].items():
                    counts[read(name)] = counts.get(read(name), 0) + n
                p[key] = dict(sorted(counts.items()))  # (a deck is its cards and counts, in any order)
        for key in ("order", "stone_order"):
            if isinstance(p.get(key), list):
                p[key] = [read(n) if isinstance(n, str) else n for n in p[key]]
        if isinstance(p.get("ruler"), str) and p["ruler"]:
            p["ruler"] = read(p["ruler"])
    return encode_line(obj)


def _fow_name_reading(header: Any) -> Callable[[str], str]:
    """How set-up reads a Force of Will header's card name, as verify does (the statistics, the pool and the header's
    own cards; a name in another letter case read as the one card of that name): name -> the card's own name.
    A header whose cards cannot be read that way (verify refuses it: exit 2) is read by :func:`card_key` alone."""
    from ledger.errors import MatchledgerError
    from projections.force_of_will.setup import _defs, _own_name, card_key

    try:
        defs = _defs(header)
    except (MatchledgerError, ValueError, TypeError):  # (a header's card list verify refuses: its names compared as written, composed and cleaned)
        return card_key

    def key(name: str) -> str:
        return card_key(_own_name(defs, name))

    return key
