"""A game's card definitions by key, each real card built from its printed statistics when first asked for.

The statistics of every real card (thousands for FFTCG) are data; a match
uses a few dozen of them. :class:`CardPool` is the dict the engines hold
as ``Board.defs``: looking a card up, testing membership and ``get`` build
only the cards asked for; iterating, ``len``, comparing or copying it into
a plain dict build the rest first, in the order a dict of every card would
have (the statistics' order, the cards defined over them in place, the
others after them in the order they were defined). A command that shows
one board of a long match then need not build every card of the game.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping

__all__ = ["CardPool"]


class CardPool(dict):
    """Card definitions by key: ``defined`` ones, and each key of ``rows`` built by ``build(key, row)`` on
    first use (a definition of the same key overrides its row)."""

    __slots__ = ("_rows", "_build", "_whole")

    def __init__(self, rows: Mapping[str, Any] | None = None, build: Callable[[str, Any], Any] | None = None,
                 defined: Mapping[str, Any] = ()):
        super().__init__(defined)
        self._rows, self._build, self._whole = rows or {}, build, False

    def __missing__(self, key: Any) -> Any:
        row = self._rows.get(key) if isinstance(key, str) else None
        if row is None:
            raise KeyError(key)
        card = self._build(key, row)
        dict.__setitem__(self, key, card)
        return card

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (isinstance(key, str) and key in self._rows)

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def complete(self) -> CardPool:
        """Build every card not built yet (in the order described above); returns the pool."""
        if not self._whole:
            defined = dict(dict.items(self))
            dict.clear(self)
            for key, row in self._rows.items():
                dict.__setitem__(self, key, defined.pop(key) if key in defined else self._build(key, row))
            dict.update(self, defined)
            self._whole = True
        return self

    def copy(self) -> CardPool:
        """A pool of the same rows holding the same cards built so far (nothing more is built)."""
        other = CardPool(self._rows, self._build, dict(dict.items(self)))
        other._whole = self._whole
        return other

    def __iter__(self) -> Iterator[Any]:
        return dict.__iter__(self.complete())

    def __len__(self) -> int:
        return dict.__len__(self.complete())

    def __bool__(self) -> bool:
        """Whether it holds any card, none built for the answer (``defs or {}`` must not build thousands)."""
        return dict.__len__(self) > 0 or bool(self._rows)

    def __reversed__(self) -> Iterator[Any]:
        return dict.__reversed__(self.complete())

    def keys(self) -> Any:
        return dict.keys(self.complete())

    def values(self) -> Any:
        return dict.values(self.complete())

    def items(self) -> Any:
        return dict.items(self.complete())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardPool):
            other.complete()
        return dict.__eq__(self.complete(), other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"CardPool({dict.__len__(self)} built of {len(self._rows)} rows)"

    def __reduce__(self) -> tuple:
        return (dict, (dict(self.items()),))  # pickled (for another process) as the plain dict of every card
