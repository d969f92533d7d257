"""Chrono Clash remembers each battler's reading (keywords, strength) per owner until something it depends
on changes (abilities.py ``_reading``): after every event of many matches, what the remembered readings say
is what a board that remembers nothing reads."""

from __future__ import annotations

from projections.chrono_clash import abilities as ab
from projections.chrono_clash import new_board, step
from projections.chrono_clash.engine import Judge
from projections.chrono_clash.selfplay import simulate


def _readings(board):
    cards = [iid for s in board.seats for iid in (*s.battlefield, *s.hand)]
    return [(iid, ab.strength(board, iid), ab.keywords(board, iid)) for iid in cards]


def test_the_remembered_readings_are_the_readings_of_the_board_now():
    auras_in_play = 0
    for seed in range(1, 41):
        header, events = simulate(seed, 2 + seed % 3)
        board = new_board(header)
        for ev in events:
            step(board, ev)
            remembered = _readings(board)  # the board keeps its memo from one event to the next
            assert remembered == _readings(board.copy()), f"seed {seed}, event {ev.seq}"  # a copy remembers nothing
            auras_in_play += sum(1 for s in board.seats for iid in s.battlefield if ab.aura_lines(board, iid))
    assert auras_in_play  # some match had a battler with aura lines in play, so the memo was tested on them


def test_an_aura_entering_and_leaving_play_changes_its_owners_other_battlers():
    header, events = simulate(1, 2)
    board = new_board(header)
    seat = board.seats[0]
    banner = next(iid for iid, c in board.cards.items() if c.owner == seat.id and c.zone == "deck")
    squire = next(iid for iid in board.cards if iid != banner and board.cards[iid].owner == seat.id
                  and board.cards[iid].zone == "deck")
    for iid, name in ((banner, "Solar Banner"), (squire, "Ember Squire")):
        board.cards[iid].name = name
    board.kw.clear()

    judge = Judge(board, events[0])  # moves cards as the engine does
    judge.move(squire, seat.id, "battlefield")
    alone = ab.strength(board, squire)
    judge.move(banner, seat.id, "battlefield")
    assert ab.strength(board, squire) == alone + 1  # Solar Banner: your other battlers get +1 strength
    judge.move(banner, seat.id, "discard")
    assert ab.strength(board, squire) == alone
