"""Force of Will rules engine (the French basic rules, 001_2cd8f662b2b3164d.txt): a pure projection of match events.

``new_board(header)`` sets up the match; ``step(board, event)`` judges one event
and applies it; ``check_decks``, ``view``, ``finish`` and ``RULES`` complete the
engine contract of :mod:`projections.core`.
"""

from .board import Board
from .engine import begin, finish, kept, kept_reader, live, pending, step, undecided
from .rules import RULES
from ..decks import documented_shuffle
from .setup import name_key as card_key  # (a name in another letter case, the one card of that name: reconcile)
from .setup import PARTIAL_ORDER, read_order, card_stats, check_list_names, new_board, shared_setup, starter_pool
from .view import check_decks, view

GAME = "force-of-will"
#: The board after a log's last event is the one its verdict ends on: ``finish`` deals the battle damage of a block
#: the log ends on (engine.battle_damage), so a replay of that event shows it dealt (cli/walk.py).
FINISH_AT_END = True
#: A later event of the other player that a legal history of an earlier fault still flags under another rule is that
#: player's own breach, not a consequence of the earlier fault; so is a later event of the same player still a fault
#: in a legal history that makes the earlier fault as recorded (only a step left out before it) (projections.causes).
CAUSES_PLAYERS_OWN = True
#: Legal histories are ranked by the faults they make up to the log's end (projections.causes).
CAUSES_WHOLE_LOG = True
#: A turn's end whose only fault is the hand kept over seven (Phase de Fin: « ce joueur doit défausser les cartes en
#: surplus ») was made at the table: its legal history is that end with the discards, not the end left out (which
#: would put the next turn's acts in this one) (projections.causes).
CAUSES_NOT_LEFT_OUT_RULES = ("fow.end.hand-size",)
#: A legal action of the other player stands in for a flagged event only as the same act under the wrong name (the
#: player all that differs), not as that player's other act (projections.causes).
CAUSES_WHO_SAME_ACT = True

__all__ = ["GAME", "PARTIAL_ORDER", "RULES", "Board", "card_key", "check_list_names", "new_board", "shared_setup", "step", "check_decks", "view", "finish", "undecided", "begin", "live", "kept", "kept_reader", "pending",
           "documented_shuffle", "starter_pool", "card_stats"]
