"""The card instances of every game's board are untracked by the garbage collector (msgspec's
``gc=False``): allowed only because they hold nothing that can refer back to an object (scalars, and
Chrono Clash's piles: tuples of strings)."""

from __future__ import annotations

import gc
import types
import typing

import msgspec
import pytest

from projections.chrono_clash.board import Inst as CcsInst
from projections.fftcg.board import Inst as FftcgInst
from projections.force_of_will.board import Inst as FowInst

SCALARS = {str, int, bool, float, type(None)}


def _immutable(kind) -> bool:
    """A scalar, a union of them, or a tuple of them: nothing that can hold a reference back."""
    if kind in SCALARS:
        return True
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(k) for k in typing.get_args(kind))
    if origin is tuple:
        return all(k is Ellipsis or _immutable(k) for k in typing.get_args(kind))
    return False  # list[str] is a list, whatever its items


@pytest.mark.parametrize("inst", [FftcgInst, FowInst, CcsInst], ids=["fftcg", "force-of-will", "chrono-clash"])
def test_an_untracked_card_instance_holds_only_scalars(inst):
    for f in msgspec.structs.fields(inst):
        assert _immutable(f.type), f"{inst.__module__}.Inst.{f.name} is {f.type}: a container could make a cycle"
    card = inst(id="alice.1", owner="alice", **({"serial": "1-004"} if inst is FftcgInst else {}))
    assert not gc.is_tracked(card)


def test_the_check_refuses_a_mutable_pile():
    assert not _immutable(list[str]) and not _immutable(tuple[list[str], ...]) and not _immutable(dict[str, int])
    assert _immutable(tuple[tuple[str, ...], ...]) and _immutable(str | None)
