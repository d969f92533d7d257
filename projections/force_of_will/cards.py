"""Reading cards: costs, will, ATK and DEF with their modifiers, what counts as a resonator.

Pure functions of the board; nothing here changes it.
"""

from __future__ import annotations

import re
from collections import Counter

from ledger.force_of_will import ATTRIBUTES, Ability, Card

from .board import Board

_SYM = re.compile(r"\{([^}]*)\}")
CHOSEN = {"resonator", "fighter", "your-resonator", "player", "chase"}
#: Choices made when the effect resolves, also read in order from the event's targets.
ON_RESOLUTION = {"your-hand-card"}


#: Other ways the statistics write an attribute in a cost: ``{R}`` (red) is fire, as in Banzai Attack
#: ``{R}{R}{2}`` (VIN-017).
SYMBOL_ALIASES = {"R": "F"}


def parse_cost(cost: str) -> tuple[Counter, int] | None:
    """``{L}{L}{1}`` -> ({"L": 2}, 1); ``{R}`` is read as fire (``F``); None when a symbol is not one the engine
    reads ({X}...)."""
    need: Counter = Counter()
    free = 0
    for sym in _SYM.findall(cost or ""):
        sym = SYMBOL_ALIASES.get(sym, sym)
        if sym in ATTRIBUTES:
            need[sym] += 1
        elif sym.isdigit():
            free += int(sym)
        else:
            return None
    return need, free


def with_x(cost: str, x: int | None) -> str:
    """The cost with its {X} replaced by the chosen ``x`` (``{L}{L}{X}``, 2 -> ``{L}{L}{2}``); the cost as it
    is when it has no {X} or no valid X is chosen (it then stays unreadable: not checked)."""
    if "{X}" not in (cost or "") or x is None or x < 0:
        return cost
    return cost.replace("{X}", f"{{{x}}}")


def cost_text(need: Counter, free: int) -> str:
    parts = [f"{{{a}}}" * need[a] for a in ATTRIBUTES if need[a]]
    return "".join(parts) + (f"{{{free}}}" if free or not parts else "")


def abilities(board: Board, iid: str) -> list[Ability]:
    """The abilities ``iid`` has now: a J-ruler's are its J side's; a destroyed J-ruler has none."""
    inst = board.cards[iid]
    d = board.card_def(iid)
    if d is None:
        return []
    if inst.j_side:
        return [] if inst.j_dead or d.j_ruler is None else list(d.j_ruler.abilities)
    return list(d.abilities)


def will_of(board: Board, iid: str) -> list[str] | None:
    """The attributes ``iid`` can produce as a will source ([] = unknown will, None = not a source). A card of
    unknown type on the field (:func:`unknown_on_field`) may be a will source: its will is unknown."""
    inst = board.cards[iid]
    d = board.card_def(iid)
    if d is None:
        if inst.zone == "stone-area":
            # (A stone a call from the empty magic stone deck put there, past the end of its list: its will unknown.)
            return [] if board.past_stones_placed(iid) else unnamed_stone_will(board, inst.owner)
        return [] if unknown_on_field(board, iid) else None
    if inst.zone == "stone-area" and d.type == "magic-stone":
        return list(d.will)
    if inst.zone == "field":
        for a in abilities(board, iid):
            if a.kind == "will":
                return list(a.will)
    return None


def unnamed_stone_will(board: Board, owner: str) -> list[str]:
    """The will of a called magic stone the log does not name (a paper log): the stones it may be are the ones
    of ``owner``'s magic stone deck list not named yet; when they all produce the same will, the stone does
    ([] when they do not, or one's will is not in the card data)."""
    wills = {tuple(board.defs[name].will) for name, n in board.seat(owner).unbound_stones.items() if n > 0}
    return list(wills.pop()) if len(wills) == 1 else []


def will_ability(board: Board, iid: str) -> Ability | None:
    for a in abilities(board, iid):
        if a.kind == "will":
            return a
    return None


def unknown_on_field(board: Board, iid: str) -> bool:
    """Whether ``iid`` is a card of unknown type on the field: a paper log played it without naming it
    (flagged once, fow.log.unknown-card), and it was put there as it resolved. It is what the later events
    show it to be: a resonator to attack or block with, or to target (docs/force-of-will.md, Readings of the
    rules), with no ATK or DEF the engine knows."""
    inst = board.cards.get(iid)
    return inst is not None and inst.zone == "field" and inst.name is None and not inst.j_side


def is_resonator(board: Board, iid: str) -> bool:
    inst = board.cards.get(iid)
    if inst is None or inst.zone != "field" or inst.j_side:
        return False
    if inst.name is None:
        return True  # a card of unknown type on the field (unknown_on_field): taken as the later events use it
    d = board.defs.get(inst.name)
    return d is not None and d.type == "resonator"


def is_j_ruler(board: Board, iid: str) -> bool:
    inst = board.cards.get(iid)
    return inst is not None and inst.zone == "field" and inst.j_side and not inst.j_dead


def is_fighter(board: Board, iid: str) -> bool:
    """A resonator or a J-ruler on the field: what attacks, blocks and takes battle damage."""
    return is_resonator(board, iid) or is_j_ruler(board, iid)


def _statics(board: Board, iid: str, op: str) -> int:
    cards, defs, statics = board.cards, board.defs, board.statics
    inst = cards[iid]
    total = 0
    resonator = None  # is_resonator(board, iid), read once if needed (nothing changes meanwhile)
    # An addition may be added to an opponent's card: look at every seat's field and additions.
    for s in board.seats:
        for lst in (s.field, s.added):
            for src in lst:
                src_inst = cards[src]
                if src_inst.name not in statics:  # no static ability on either side (most cards), or unseen
                    continue
                # abilities(board, src), without copying the list
                d = defs[src_inst.name]
                if src_inst.j_side:
                    if src_inst.j_dead or d.j_ruler is None:
                        continue
                    fx = d.j_ruler.static_effects
                else:
                    fx = d.static_effects
                for e in fx:
                    if e.op != op:
                        continue
                    if e.target == "host" and src_inst.host == iid:
                        total += e.amount
                    elif e.target == "your-resonators" and src_inst.zone == "field" and src_inst.owner == inst.owner:
                        if resonator is None:
                            resonator = is_resonator(board, iid)
                        if resonator:
                            total += e.amount
    return total


def base(board: Board, iid: str) -> tuple[int | None, int | None]:
    """The printed ATK and DEF of ``iid`` (a J-ruler's are its J side's); None where the card data lacks one (a
    J-ruler side not in the data, a destroyed J-ruler)."""
    inst = board.cards[iid]
    d = board.card_def(iid)
    if d is None:
        return None, None
    if inst.j_side:
        if inst.j_dead or d.j_ruler is None:
            return None, None
        return d.j_ruler.atk, d.j_ruler.def_
    return d.atk, d.def_


def atk(board: Board, iid: str) -> int:
    base_atk, _ = base(board, iid)
    if base_atk is None:
        return 0
    return max(0, base_atk + board.cards[iid].atk_mod + _statics(board, iid, "atk"))


def defence(board: Board, iid: str) -> int | None:
    _, base_def = base(board, iid)
    if base_def is None:
        return None
    return max(0, base_def + board.cards[iid].def_mod + _statics(board, iid, "def"))


def spell_or_ability(board: Board, entry) -> bool:
    """Whether chase entry ``entry`` is "a spell or ability" (Flash of Demon Sword: "an opponent's spell or
    ability is on the chase", "cancel a spell or ability of your choice on the chase"), in the seed's terms.

    A spell is a card of the spell type: « Sort : Carte à l'utilisation unique qui change la situation de la
    partie. » An ability is a card's text (« Texte : Capacités d'une carte. »): an activated ability
    (« Jouez une capacité activée d'une de vos cartes en payant son coût d'activation. ») or, here, an
    enter-the-field ability. Neither is a resonator, regalia or addition the engine puts on the chase on its
    way to the field: the seed *puts* them (« Mettre un Résonateur ou une Regalia depuis votre main sur votre
    terrain en payant son coût. », « Ajouter une Addition à une autre carte »), it *plays* only spells
    (« Jouer un Sort : Chant ») and abilities; nor a judgment, an action of its own (« 7 : Faire un
    jugement. »), made in the main phase only, where an activated ability may be played « à n'importe quel
    moment »: no ability of a card.
    """
    if entry.kind in ("ability", "enter"):
        return True
    if entry.kind == "card":
        inst = board.cards.get(entry.source)
        if inst is not None and inst.name is None:
            return True  # a card of unknown type (a paper log's play without a name): it may be a spell
        d = board.card_def(entry.source)
        return d is not None and d.type == "spell"
    return False


def spell_effects(card: Card) -> list:
    return [e for a in card.abilities if a.kind == "spell" for e in a.effects]


def chosen(effects: list) -> list[str]:
    """The kinds of target (and choices on resolution) the effects ask for, in order."""
    return [e.target for e in effects if e.target in CHOSEN or e.target in ON_RESOLUTION]
