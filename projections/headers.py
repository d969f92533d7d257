"""Headers compared by the cards they name, not by how they write them.

A match id is the hash of the log as written (docs/log-format.md), so a deck
that names a Force of Will card in French and the same deck naming it in
English give two ids; ``diff`` asks here whether the two headers hold the
same decks. This reads card names through the game's card data, which is why
it lives on the projection side: the ledger keeps bytes and never reads a
card.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ledger.log import encode_line


def header_by_card(game: str, header: Any) -> bytes:
    """``header``'s canonical line with every card name its players' decks give written as the card data's one
    name: a Force of Will pool card's French name (Flammedémon) as its English one (Demonflame), a name's accents
    composed, and a deck's cards in one order, so two headers of the same decks written in two languages give the
    same bytes. The match id stays
    the hash of the header as written (a stored match keeps its id); this is what ``diff`` compares headers by.
    For a game whose card names have one form, the canonical line itself."""
    if game != "force-of-will":
        return encode_line(header)
    from projections.force_of_will.setup import card_key

    obj = msgspec.to_builtins(header)
    for p in obj.get("players", ()) if isinstance(obj, dict) else ():
        for key in ("deck", "stones"):
            if isinstance(p.get(key), dict):
                counts: dict[str, int] = {}
                for name, n in p[key].items():
                    counts[card_key(name)] = counts.get(card_key(name), 0) + n
                p[key] = dict(sorted(counts.items()))  # (a deck is its cards and counts, in any order)
        for key in ("order", "stone_order"):
            if isinstance(p.get(key), list):
                p[key] = [card_key(n) if isinstance(n, str) else n for n in p[key]]
        if isinstance(p.get("ruler"), str) and p["ruler"]:
            p["ruler"] = card_key(p["ruler"])
    return encode_line(obj)
