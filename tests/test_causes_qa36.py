"""Causes qa36: the house order of projections.causes, fewer per-game flags.

1. ``CAUSES_ENGINE_ROOTS`` (Chrono Clash, Force of Will) is gone: a board with ``own_roots`` is read for them, as the
   flag's two games were exactly the engines whose board has the attribute.
2. ``CAUSES_SEQ_ORDER`` (Chrono Clash, Force of Will) is the house rule: tried on FFTCG, slips bench and tests kept.
3. ``CAUSES_SAME_SEATS`` (Chrono Clash) is the house rule: tried on Force of Will and FFTCG, benches and tests kept.
4. ``CAUSES_SAME_PLAYERS_OWN`` and ``CAUSES_OTHER_PLAYERS_OWN`` (Force of Will, the first acting only with the second)
   are one flag, ``CAUSES_PLAYERS_OWN``; it hurts FFTCG's bench, so it stays Force of Will's.
5. ``CAUSES_KEEP_ENGINES`` (FFTCG) is the house rule: tried on Chrono Clash (whose engine sets ``caused_by`` too) and
   Force of Will, benches and tests kept.
6. ``CAUSES_MISSING_FITS`` (Force of Will) is the house rule: Chrono Clash's bench improves with it (one root 4,339 ->
   4,344), FFTCG's is kept, tests kept.

Left per game, each documented with its reason in projections.causes' docstring: ``CAUSES_TIE_EXPLAINS`` (Chrono
Clash), ``CAUSES_PLAYERS_OWN`` and ``CAUSES_WHOLE_LOG`` (Force of Will), ``CAUSES_NOT_LEFT_OUT`` (FFTCG). Since
round 37 (test_fow_qa37b_fixes), Force of Will's opt-in ``CAUSES_NOT_LEFT_OUT_RULES`` and ``CAUSES_WHO_SAME_ACT`` too.
"""

from __future__ import annotations

import inspect

from projections import causes, chrono_clash, fftcg, force_of_will

FLAGS = {
    chrono_clash: {"CAUSES_TIE_EXPLAINS"},
    force_of_will: {"CAUSES_PLAYERS_OWN", "CAUSES_WHOLE_LOG", "CAUSES_NOT_LEFT_OUT_RULES", "CAUSES_WHO_SAME_ACT"},
    fftcg: {"CAUSES_NOT_LEFT_OUT"},
}
GONE = ("CAUSES_ENGINE_ROOTS", "CAUSES_SEQ_ORDER", "CAUSES_SAME_SEATS", "CAUSES_SAME_PLAYERS_OWN",
        "CAUSES_OTHER_PLAYERS_OWN", "CAUSES_KEEP_ENGINES", "CAUSES_MISSING_FITS")


def test_causes_qa36_each_engine_sets_only_its_exceptions() -> None:
    for mod, want in FLAGS.items():
        assert {name for name in vars(mod) if name.startswith("CAUSES_")} == want, mod.__name__


def test_causes_qa36_flags_made_house_rules_are_read_by_no_one() -> None:
    source = open(causes.__file__, encoding="utf-8").read()
    code = source.split('"""', 2)[2]  # (past the module docstring, which names them as history)
    for name in GONE:
        assert name not in code, name


def test_causes_qa36_every_exception_is_documented_with_its_games() -> None:
    doc = causes.__doc__ or ""
    house, _, left = doc.partition("The flags left are a game's exception")
    assert left, "the module docstring lists the flags left"
    for mod, names in FLAGS.items():
        for name in names:
            assert f"``{name}``" in left, name


def test_causes_qa36_own_roots_follows_the_board() -> None:
    # (the engines whose board lists own roots: the two that set the flag before, and FFTCG since round 36's qa36c
    # fixes, for a held return's second fault; causes reads the board, no flag)
    fields = {mod: set(mod.Board.__struct_fields__) for mod in FLAGS}
    assert all("own_roots" in fields[game] for game in (chrono_clash, force_of_will, fftcg))


def test_causes_qa36_steps_left_out_are_the_ones_that_fit() -> None:
    # (no cap is passed to the stand-ins any more: all of another type come back, filtered by _fits in
    # _legal_history for every game)
    import inspect

    assert list(inspect.signature(causes._closest_legal).parameters) == ["game", "board", "event"]
    assert "_fits(mod, before, [alt, events[i]])" in inspect.getsource(causes._legal_history)
