"""Diplomacy with 4+ players: proposing, answering, ambassadors, the Act of Aggression and the
Traitor (docs/rules/eclipse.md §11)."""

from __future__ import annotations

from rules.eclipse import diplomacy, scoring, text
from rules.eclipse.actions import Answer, Move, Propose, Start
from rules.eclipse.state import EclipseState
from tests.rules.eclipse.game_helpers import GAME, neighbour_of_home, table


def neighbours_table() -> tuple[EclipseState, int, int]:
    """Four seats; the next seat controls a sector joined to the current seat's home."""
    state = table(4, seed="diplomacy")
    seat = state.current
    other = (seat + 1) % 4
    neighbour_of_home(state, seat, "102", owner=other)
    return state, seat, other


def test_a_proposal_accepted_exchanges_ambassadors_with_cubes() -> None:
    state, seat, other = neighbours_table()
    proposal = Propose(partner=other + 1, track="money")
    assert proposal in GAME.legal_actions(state, seat)
    assert GAME.describe_action(state, seat, proposal) == f"diplomacy {other + 1} money"
    asked = GAME.apply(state, seat, proposal).state
    assert asked.window is not None and GAME.to_act(asked) == {other}
    assert GAME.default_action(asked, other) == Answer(accept=False)
    done = GAME.apply(asked, other, Answer(accept=True, track="science")).state
    assert done.seats[other].ambassadors == [(seat, "money")]
    assert done.seats[seat].ambassadors == [(other, "science")]
    assert done.seats[seat].track["money"] == state.seats[seat].track["money"] - 1
    assert done.seats[other].track["science"] == state.seats[other].track["science"] - 1
    assert GAME.to_act(done) == {seat}  # back to the proposer's turn
    assert scoring.breakdown(done, seat)["diplomacy"] == 1
    assert Propose(partner=other + 1, track="money") not in GAME.legal_actions(done, seat)


def test_a_declined_proposal_is_not_made_twice_in_a_turn() -> None:
    state, seat, other = neighbours_table()
    asked = GAME.apply(state, seat, Propose(partner=other + 1, track="money")).state
    done = GAME.apply(asked, other, Answer(accept=False)).state
    assert done.seats[seat].ambassadors == [] and done.seats[other].ambassadors == []
    assert not [a for a in GAME.legal_actions(done, seat) if isinstance(a, Propose)]


def test_no_diplomacy_below_four_players() -> None:
    state = table(3)
    assert diplomacy.options(state, state.current) == []


def test_an_act_of_aggression_breaks_relations_and_gives_the_traitor() -> None:
    state, seat, other = neighbours_table()
    asked = GAME.apply(state, seat, Propose(partner=other + 1, track="money")).state
    done = GAME.apply(asked, other, Answer(accept=True, track="science")).state
    moving = GAME.apply(done, seat, Start(kind="move")).state
    there = next(
        a for a in GAME.legal_actions(moving, seat) if isinstance(a, Move) and a.to == "102"
    )
    moved = GAME.apply(moving, seat, there).state
    ended = GAME.apply(moved, seat, GAME.parse_action(moved, seat, "done"))
    after = ended.state
    assert after.seats[seat].traitor and not after.seats[other].traitor
    assert after.seats[seat].ambassadors == [] and after.seats[other].ambassadors == []
    assert after.seats[seat].track["money"] == state.seats[seat].track["money"]
    assert scoring.breakdown(after, seat)["diplomacy"] == -2
    broken = text.BROKEN.format(seat=seat, other=other)
    assert broken in [e.text for e in ended.events]
    assert not diplomacy.may_relate(after, seat, (seat + 2) % 4)


def test_a_full_reputation_track_gives_back_its_lowest_tile_for_an_ambassador() -> None:
    state, seat, other = neighbours_table()
    state.seats[other].reputation = [4, 3, 1, 2]
    state.seats[other].ambassadors = [((other + 2) % 4, "money")]  # an earlier partner
    bag = len(state.reputation_bag)
    asked = GAME.apply(state, seat, Propose(partner=other + 1, track="money")).state
    done = GAME.apply(asked, other, Answer(accept=True, track="science")).state
    assert sorted(done.seats[other].reputation) == [2, 3, 4]
    assert len(done.reputation_bag) == bag + 1
