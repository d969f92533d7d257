"""The card instances of the FFTCG and Force of Will boards are untracked by the garbage collector
(msgspec's ``gc=False``): allowed only because they hold nothing that can refer back to an object."""

from __future__ import annotations

import gc
import types
import typing

import msgspec
import pytest

from projections.fftcg.board import Inst as FftcgInst
from projections.force_of_will.board import Inst as FowInst

SCALARS = {str, int, bool, float, type(None)}


@pytest.mark.parametrize("inst", [FftcgInst, FowInst], ids=["fftcg", "force-of-will"])
def test_an_untracked_card_instance_holds_only_scalars(inst):
    for f in msgspec.structs.fields(inst):
        union = typing.get_origin(f.type) in (typing.Union, types.UnionType)
        kinds = set(typing.get_args(f.type)) if union else {f.type}  # list[str] is a list, not its items
        assert kinds <= SCALARS, f"{inst.__module__}.Inst.{f.name} is {f.type}: a container could make a cycle"
    card = inst(id="alice.1", owner="alice", **({"serial": "1-004"} if inst is FftcgInst else {}))
    assert not gc.is_tracked(card)
