"""Naming physical cards from a log, shared by the engines.

An event names a card by instance id, by name, or both. Where the deck order
is unknown (a paper table) a card's name is learnt when it is revealed: it is
*bound* to a hidden instance of the right zone and taken off the deck list's
unrevealed copies. A game passes its own rule id, its zone lookup and which
unrevealed-copies pool an instance draws from.
"""

from __future__ import annotations

import difflib
import re
from typing import Any, Callable

from .messages import N_, Text, msg, term

ZoneList = Callable[[Any, str], list[str] | None]
PoolOf = Callable[[Any, str], dict[str, int]]


def bind(j: Any, seat: Any, iid: str, name: str, *, rule: str, pool_of: PoolOf) -> None:
    """Learn that hidden card ``iid`` is ``name``; flag ``rule`` if the deck list has no copy left."""
    b = j.board
    pool = pool_of(seat, iid)
    if pool.get(name, 0) <= 0:
        j.flag(rule, N_("{player} revealed {name!r}, but their deck list has no copy of it left"), player=seat.id, name=name)
        if name not in b.defs:
            return
    else:
        pool[name] -= 1
    b.cards[iid].name = name


def named_card(j: Any, pid: str, card: str | None, name: str | None, zones: tuple[str, ...], what: Text, *,
               rule: str, zone_list: ZoneList, pool_of: PoolOf) -> str | None:
    """The instance an event names, bound to ``name`` where the log only knew the name.

    With only a name, a known card of that name in ``zones`` is taken first,
    then a hidden one (bound to the name). Flags ``rule`` and returns None when
    the event names no card that can be.
    """
    b = j.board
    seat = b.seat(pid)
    if card is None and name is None:
        j.flag(rule, N_("the event does not say which card {player} used for {what}"), player=pid, what=what)
        return None
    if card is not None:
        inst = b.cards.get(card)
        if inst is None:
            j.flag(rule, N_("{card!r} is not a card of this match"), card=card)
            return None
        if name is not None:
            if inst.name is None:
                bind(j, seat, card, name, rule=rule, pool_of=pool_of)
            elif inst.name != name:
                j.flag(rule, N_("the log calls {card} {name!r}, but it is {actual!r}"), card=card, name=name, actual=inst.name)
        return card
    for zone in zones:
        for iid in zone_list(seat, zone) or []:
            if b.cards[iid].name == name:
                return iid
    for zone in zones:
        for iid in zone_list(seat, zone) or []:
            if b.cards[iid].name is None:
                bind(j, seat, iid, name, rule=rule, pool_of=pool_of)
                return iid
    j.flag(rule, N_("{player} has no {name!r} in their {zones}"), player=pid, name=name, zones=_either(zones))
    return None


def drawn_card(j: Any, deck: list[str], card: str | None, pid: str, *, not_top: str, unknown: str,
               deck_word: str = "deck") -> str:
    """The card a draw takes: the top of ``deck``, or the recorded ``card`` (flagged ``not_top``
    when it lay deeper, ``unknown`` when it is not in the deck at all). ``deck`` must not be empty."""
    top = deck[0]
    if card is None or card == top:
        return top
    if card in deck:
        j.flag(not_top, N_("{player} drew {card}, but the top card of the {deck_word} was {top}"), player=pid, card=j.label(card), deck_word=term(deck_word, "zone"), top=j.label(top))
        return card
    j.flag(unknown, N_("{card!r} is not in {player}'s {deck_word}"), card=card, player=pid, deck_word=term(deck_word, "zone"))
    return top


def _either(zones: tuple[str, ...]) -> Text:
    """``hand``, ``hand or deck``...: the zones as a message whose words are translated."""
    out: Text = term(zones[-1], "zone")
    for z in reversed(zones[:-1]):
        out = msg(N_("{zone} or {other}"), zone=term(z, "zone"), other=out)
    return out


def slip_of(effect: str, words: dict[str, str]) -> str | None:
    """The word of a recorded effect's vocabulary (``words``: its head -> its form, ``destroy`` -> ``destroy``,
    ``damage`` -> ``damage(N)``) that ``effect``, no word of it, looks like a slip of (``Destroy``,
    ``destroy(1)``, ``damge(9000)``), or None: the did-you-mean of Chrono Clash's and FFTCG's EffectRecorded."""
    head = re.match(r"[a-z-]*", effect.strip().lower())
    word = head.group(0) if head else ""
    if word in words:
        return words[word]
    close = difflib.get_close_matches(word, list(words), n=1, cutoff=0.75) if word else []
    return words[close[0]] if close else None
