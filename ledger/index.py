"""The matches index: one row a stored match, for listing and resolving ids.

The index is derived from the events (each row repeats what the match's
``Match.Imported`` event says) but written in the same transaction as them,
so a failure leaves neither. Its rows are
``(id, game, players JSON, events, label, imported_at, digest)``
(:data:`ledger.backends.INDEX_COLUMNS`); the backend stores and queries them.

- :func:`summaries` turns index rows into :class:`~ledger.domain.MatchSummary`.
- :func:`normalise_ref` checks what a judge typed (hexadecimal, at least
  :data:`PREFIX_MIN` characters, dashes ignored) and :func:`pick` turns the
  ids that fit into one id or a clear error.
- :func:`compare` lists the disagreements between the index and the events
  (for the integrity audit).
- :func:`alike` picks, from one listing, the stored matches alike to given
  ones (what the desk reads the headers of, to find a match's corrections or
  the other logs of its table).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, Sequence

import msgspec

from .errors import StoreError
from .messages import N_, Reason

if TYPE_CHECKING:
    from .domain import MatchSummary

__all__ = ["PREFIX_MIN", "summaries", "header_fields", "normalise_ref", "pick", "compare", "alike"]

#: The shortest match id prefix ``resolve`` accepts.
PREFIX_MIN = 4


def summaries(rows: Iterable[tuple]) -> list[MatchSummary | None]:
    """Index rows as summaries, in the rows' order; None for a row a value of which is not of its type.

    The store writes every value of its type (text, a JSON list of player
    ids, a whole number of events); a row that says otherwise was changed
    in the file, and the caller reads that match's facts from its header
    event instead (the audit names the change).
    """
    from .domain import MatchSummary  # here: resolving a ref (ledger.quick) needs no eventsourcing

    out: list[MatchSummary | None] = []
    for r in rows:
        try:
            out.append(msgspec.convert({"id": r[0], "game": r[1], "players": msgspec.json.decode(r[2], type=list[str]),
                                        "events": r[3], "label": r[4], "imported_at": r[5], "digest": r[6]},
                                       MatchSummary))
        except (msgspec.MsgspecError, TypeError, ValueError):
            out.append(None)
    return out


def header_fields(header_line: str) -> tuple[list, str]:
    """The players' ids and the match's label that the index keeps of a stored header line.

    Raises :class:`msgspec.MsgspecError`, ``AttributeError`` or ``TypeError`` for a line that does not read as
    a header (its stored bytes were changed). :func:`ledger.domain.index_fields` is the same for a parsed log.
    """
    line = msgspec.json.decode(header_line)
    return [p.get("id") for p in line.get("players", [])], line.get("match", "") or ""


def normalise_ref(ref: str, name: str) -> str:
    """The hex digits of a match id or prefix as typed; :class:`StoreError` if it cannot be one."""
    want = ref.strip().lower().replace("-", "")
    if not re.fullmatch(r"[0-9a-f]+", want or "-"):
        raise StoreError(Reason(N_("no match {ref!r} in {ledger}: a match id is hexadecimal (see `list`)"), ref=ref,
                                ledger=name))
    if len(want) < PREFIX_MIN:
        raise StoreError(Reason(N_("match id {ref!r} is too short: give at least {n} characters"), ref=ref, n=PREFIX_MIN))
    return want


def pick(ref: str, ids: list[str], name: str) -> str:
    """The one id that fits ``ref``; :class:`StoreError` when none or several do."""
    if not ids:
        raise StoreError(Reason(N_("no match {ref!r} in {ledger}"), ref=ref, ledger=name))
    if len(ids) > 1:
        shown = ", ".join(ids[:3]) + (", ..." if len(ids) > 3 else "")
        raise StoreError(Reason(N_("match id {ref!r} is ambiguous in {ledger}: {n} matches start with it ({shown})"),
                                ref=ref, ledger=name, n=len(ids), shown=shown))
    return ids[0]


def compare(index_ids: set[str], event_ids: set[str]) -> list[str]:
    """Problems between the index and the stored events, one sentence a match."""
    problems = [f"match {m}: listed in the match index but has no stored events"
                for m in sorted(index_ids - event_ids)]
    problems += [f"match {m}: has stored events but no row in the match index"
                 for m in sorted(event_ids - index_ids)]
    return problems


def alike(matches: Iterable[MatchSummary], probes: Iterable[tuple[str, Sequence, str]], *,
          either: bool = False) -> list[MatchSummary]:
    """The rows of ``matches`` (one listing of the index, :meth:`ledger.store.Ledger.list_matches`) alike to one of
    ``probes`` (``(game, players, label)``), in the listing's order: only those have their header read.

    By default the same game, players (in their order) and label: a match's corrections (``amend`` writes a
    correction's header as its parent's but for ``amends``). With ``either``: the same game, and the same players
    (in any order) or the same label: a log of the same table (each player's own log of a disputed match).
    Players are compared as text (a missing id reads ``None``).
    """
    probes = list(probes)
    if not either:
        keys = {(g, tuple(map(str, ps)), lab) for g, ps, lab in probes}
        return [m for m in matches if (m.game, tuple(map(str, m.players)), m.label) in keys]
    seats = {(g, tuple(sorted(map(str, ps)))) for g, ps, _lab in probes}
    labels = {(g, lab) for g, _ps, lab in probes}
    return [m for m in matches
            if (m.game, tuple(sorted(map(str, m.players)))) in seats or (m.game, m.label) in labels]
