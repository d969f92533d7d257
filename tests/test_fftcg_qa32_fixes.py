"""The thirty-second round of FFTCG fixes: findings left over from the outside tests of rounds 29-31 (the tester's
logs in tests/logs/fftcg_qa32/; ``Xp`` the paper twin of ``X``). One planted fault, one violation; the clean twins
clean."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cli.main import cli
from tests.fftcg import LOGS, logged


def rules(name: str) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in logged("fftcg_qa32", name).violations]


def _log(name: str) -> str:
    return str(LOGS / "fftcg_qa32" / f"{name}.jsonl")


def _cli(*args: str) -> str:
    res = CliRunner().invoke(cli, [*args])
    assert res.exit_code in (0, 1), res.output
    return res.output


@pytest.mark.parametrize("name", ["C_clean", "C_cleanp", "S_clean_main2", "S_clean_main2p"])
def test_clean_twins_are_clean(name):
    assert rules(name) == []


# A. Bob draws 2 right after a resolution, his Moogle still on the stack; its passes, its own draw line and its
# Resolved follow: an extra draw, the extra draw's own flag (not the chain reading's "drew 2 cards; 1 was due": none of
# the two was Moogle's card).
@pytest.mark.parametrize("name", ["C_extra2", "C_extra2p"])
def test_two_card_extra_draw_before_the_items_own_draw_is_not_your_turn(name):
    found = logged("fftcg_qa32", name).violations
    assert [(v.seq, v.rule, v.caused_by) for v in found] == [(29, "fftcg.turn.not-your-turn", None)]
    assert found[0].message.startswith("bob drew ") and found[0].message.endswith(
        "in alice's turn, which is not bob's Draw phase")


def test_replay_keeps_her_turn_after_the_two_card_extra_draw():
    data = json.loads(_cli("replay", _log("C_extra2"), "--at", "33", "--json"))
    assert (data["turn"], data["active"], len(data["stack"])) == (3, "alice", 0)


# B (not changed, kept as it is): her own Ifrit cast from a hand of 6 leaves her 5 cards; her discard of one more is no
# hand-limit discard in any phase (« Si le joueur a plus de cartes que ce qui est permis », 9.5.1.2): a fault of its
# own beside the rest of Main phase 2 left out.
@pytest.mark.parametrize("name", ["U_ifrit_left_disc", "U_ifrit_left_discp"])
def test_a_discard_with_nothing_due_stays_its_own_fault(name):
    assert rules(name) == [(30, "fftcg.end.discard-timing"), (31, "fftcg.turn.phase-skipped")]


# C. Her Ifrit left on the stack in Main phase 2, then her next turn's draw of 2: the rest of her turn and bob's whole
# turn left out, one second turn in a row (not an extra draw, then her pass without priority and the stack passed
# over).
@pytest.mark.parametrize("name", ["S_leftout_selfdraw", "S_leftout_selfdrawp"])
def test_her_next_turns_draw_over_her_own_summon_is_one_fault(name):
    found = logged("fftcg_qa32", name).violations
    assert [(v.seq, v.rule, v.caused_by) for v in found] == [(37, "fftcg.turn.not-your-turn", None)]
    assert found[0].message == "alice begins a new turn after their own: the next turn is bob's, the player whose " \
                               "turn it was not"


def test_replay_shows_her_new_turn_after_the_left_out_one():
    data = json.loads(_cli("replay", _log("S_leftout_selfdraw"), "--at", "38", "--json"))
    assert (data["turn"], data["active"], data["phase"], len(data["stack"])) == (5, "alice", "main1", 0)
    data = json.loads(_cli("replay", _log("S_leftout_selfdraw"), "--at", "46", "--json"))
    assert (data["turn"], data["active"]) == (6, "bob")


# C (not changed): E_own_draw3 keeps two faults, the Moogle's draw line naming 3 cards (1 due) and a discard in Main
# phase 2 of a hand of 4 (nothing due there or in the End phase).
@pytest.mark.parametrize("name", ["E_own_draw3", "E_own_draw3p"])
def test_three_card_draw_then_a_needless_discard_stays_two_faults(name):
    assert rules(name) == [(46, "fftcg.draw.count"), (61, "fftcg.end.discard-timing")]


# D. A_x2main1 cut after bob's 2-card draw over alice's Ifrit (seq 24), or after the passes that follow: verify keeps
# his turn begun (one phase-skipped, turn 4); replay --turn 4 shows that turn's start, bob's Draw phase to come, not
# alice's board of turn 3.
@pytest.mark.parametrize("name", ["A_x2main1_cut24", "A_x2main1_cut25", "A_x2main1_cut26", "A_x2main1p_cut26"])
def test_cut_log_turn_start_agrees_with_verify(name):
    assert rules(name) == [(24, "fftcg.turn.phase-skipped")]
    data = json.loads(_cli("replay", _log(name), "--turn", "4", "--json"))
    assert (data["seq"], data["turn"], data["active"], data["phase"], data["stack"]) == (23, 4, "bob", "draw", [])
    assert _cli("replay", _log(name), "--turn", "4", "--lang", "en").startswith(
        "Start of turn 4 (after seq 23): bob's turn (Draw Phase)")
    at = json.loads(_cli("replay", _log(name), "--at", "24", "--json"))
    assert (at["turn"], at["active"]) == (4, "bob")


def test_cut_log_stored_turn_start_agrees_with_the_file(tmp_path):
    db = str(tmp_path / "ledger.db")
    res = CliRunner().invoke(cli, ["import", _log("A_x2main1_cut25"), "--db", db, "--json"])
    assert res.exit_code == 0, res.output
    mid = json.loads(res.stdout)[0]["match"]
    stored = _cli("replay", mid, "--db", db, "--turn", "4", "--json")
    assert stored == _cli("replay", _log("A_x2main1_cut25"), "--turn", "4", "--json")
    data = json.loads(stored)
    assert (data["turn"], data["active"], data["phase"]) == (4, "bob", "draw")
