"""The icon vocabulary of Chrono Clash abilities, parsed once into :class:`Icon` values.

A card's ability is a list of tokens read left to right, as the printed icons
are: ``["summon", "chosen-battler", "max-strength(4)", "destroy"]``. A token is
a name, optionally with a signed whole number in brackets: ``time(+2)``,
``draw(-1)``, ``guardian-attack(1)``. Each name belongs to one family of the
manual's icon legend (targets, triggers, modifiers, effects, abilities). The
engine interprets parsed icons; nothing is ever evaluated as code.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

TARGETS = {
    "chosen-battler",      # a battler in play, yours or an opponent's
    "chosen-opponent",     # an opponent of your choice
    "other-battler",       # one of your other battlers (not itself nor a copy of itself)
    "your-other-battlers", # each of your battlers but the one with this icon
    "all-battlers",        # every battler in play
    "battler-card",        # a battler card (with hand / discard: where it is)
    "action-card",         # an action card (with hand / discard: where it is)
}
ZONES = {"hand", "discard"}
FILTERS = {"max-cost", "max-strength", "max-strength-or-cost", "with"}
TRIGGERS = {"summon", "attack", "destroyed", "quest-complete", "tap", "guardian"}
MODIFIERS = {"cost", "strength", "time"}
EFFECTS = {
    "destroy", "tap-target", "untap-target", "return-to-hand", "play-summon-ability",
    "draw", "guardians", "draw-extra", "gains",
}
KEYWORDS = {
    "guardian-attack", "cant-attack", "cant-attack-battlers", "protector", "recovery",
    "leader", "last-stand", "reinforcements", "legion", "tap-gain-time", "quick",
    "sentinel", "withdraw", "toughness", "sneak-attack", "elusive", "transform",
    "time-threshold", "taunt", "pilot",
}
NUMBERED = {
    "max-cost", "max-strength", "max-strength-or-cost", "cost", "strength", "time", "draw", "guardians",
    "draw-extra", "guardian-attack", "leader", "last-stand", "sneak-attack",
    "time-threshold", "pilot",
}
FAMILIES = {
    **{n: "target" for n in TARGETS}, **{n: "zone" for n in ZONES}, **{n: "filter" for n in FILTERS},
    **{n: "trigger" for n in TRIGGERS}, **{n: "modifier" for n in MODIFIERS},
    **{n: "effect" for n in EFFECTS}, **{n: "keyword" for n in KEYWORDS},
}

_TOKEN = re.compile(r"^(?P<name>[a-z][a-z-]*)(?:\((?P<n>[+-]?\d+)\))?$")


class Icon(NamedTuple):
    name: str
    family: str
    n: int | None = None

    def __str__(self) -> str:
        return self.name if self.n is None else f"{self.name}({self.n:+d})" if self.family in ("modifier",) or self.name in ("draw", "guardians") else f"{self.name}({self.n})"


class IconError(ValueError):
    """A token that is not in the vocabulary, or lacks (or has) a number it should not."""


def parse_token(token: str) -> Icon:
    m = _TOKEN.match(token.strip())
    if not m:
        raise IconError(f"{token!r} is not an icon token (name or name(N))")
    name, n = m.group("name"), m.group("n")
    family = FAMILIES.get(name)
    if family is None:
        raise IconError(f"{token!r} is not in the Chrono Clash icon vocabulary")
    if name in NUMBERED and n is None:
        raise IconError(f"{token!r} needs a number, e.g. {name}(1)")
    if name not in NUMBERED and n is not None:
        raise IconError(f"{token!r} takes no number")
    return Icon(name, family, int(n) if n is not None else None)


def parse_ability(tokens: list[str] | tuple[str, ...]) -> tuple[Icon, ...]:
    """Parse one ability; raise :class:`IconError` naming the bad token."""
    return _parse(tuple(tokens))


@lru_cache(maxsize=8192)
def _parse(tokens: tuple[str, ...]) -> tuple[Icon, ...]:
    # A memo of a pure function of immutable input: the same tokens always parse alike.
    icons = tuple(parse_token(t) for t in tokens)
    if not icons:
        raise IconError("an ability needs at least one icon")
    for i, ic in enumerate(icons):
        if ic.name == "with" and (i + 1 >= len(icons) or icons[i + 1].family not in ("keyword", "filter", "effect")):
            raise IconError("'with' must be followed by the icon the target must have")
        if ic.family == "zone" and (i == 0 or icons[i - 1].family != "target"):
            raise IconError(f"{ic.name!r} must follow a battler-card or action-card icon")
    for i, ic in enumerate(icons):
        if ic.name == "gains":
            # The icons after Gains are an ability the target gains: the engine keeps them as the tokens they
            # print as and parses them again whenever it reads the target's abilities, so they are parsed here,
            # the same way, now (a nested Gains in them is checked by that parse in turn).
            if i + 1 >= len(icons):
                raise IconError("'gains' must be followed by the icons of the ability it grants")
            try:
                _parse(tuple(str(x) for x in icons[i + 1:]))
            except IconError as exc:
                raise IconError(f"the ability 'gains' grants is not one: {exc}") from None
            break  # the first Gains grants every icon after it
    return icons


def trigger_of(icons: tuple[Icon, ...]) -> str | None:
    """The trigger an ability starts with (``guardian`` abilities may add a second, e.g. destroyed)."""
    return icons[0].name if icons and icons[0].family == "trigger" else None


def is_keyword_line(icons: tuple[Icon, ...]) -> bool:
    """An ability made of keyword icons only (Quick, Guardian Attack +1...): a static ability."""
    return all(ic.family == "keyword" for ic in icons)
