"""Heroism: any player nominates any player, every seat votes in turn from the 1st Player, a
majority awards the chit (2 VP), the 1st Player breaking ties (docs/rules/high-frontier.md §13;
CR B3, C7, L c)."""

from __future__ import annotations

import random

from rules.high_frontier import GAME, heroism, year
from rules.high_frontier.actions import Nominate, Vote
from rules.high_frontier.state import HighFrontierState

from .felony_table import ESA, NASA, ROSCOSMOS, UN, play, seated

YES, NO = Vote(yes=True), Vote(yes=False)


def _nominated(*crews: tuple[str, str]) -> HighFrontierState:
    state = seated(*crews, seed="heroism")
    assert state.heroism == 4
    return play(state, 0, GAME.parse_action(state, 0, "nominate 3"))


def test_a_majority_awards_the_chit_and_two_vp() -> None:
    state = _nominated(NASA, ROSCOSMOS, UN)
    assert state.nominee == 2 and GAME.to_act(state) == {0}  # the 1st Player votes first
    assert "vote yes" in GAME.prompt(state, 0)
    before = year.score(state, 2).vp
    state = play(state, 0, YES)
    assert GAME.to_act(state) == {1}
    state = play(state, 1, NO)
    step = GAME.apply(state, 2, YES)
    state = step.state
    assert state.players[2].heroism == 1 and state.heroism == 3
    assert year.score(state, 2).vp == before + 2
    assert "wins a heroism chit, 2 votes to 1" in str(step.events[-1].text)
    assert GAME.to_act(state) == {0} and state.window is None  # the turn goes on
    assert not any(isinstance(a, Nominate) for a in GAME.legal_actions(state, 0))  # once a turn


def test_a_tie_follows_the_first_players_vote() -> None:
    state = _nominated(NASA, ROSCOSMOS, UN, ESA)
    for seat, vote in ((0, NO), (1, YES), (2, YES), (3, NO)):
        state = play(state, seat, vote)
    assert state.players[2].heroism == 0 and state.heroism == 4


def test_no_heroism_with_two_seats_and_bots_vote_no() -> None:
    assert seated(NASA, ROSCOSMOS).heroism == 0
    assert not any(isinstance(a, Nominate) for a in GAME.legal_actions(seated(NASA, UN), 0))
    state = _nominated(NASA, ROSCOSMOS, UN)
    assert GAME.bot_action(state, 0, random.Random(0)) == NO
    assert GAME.default_action(state, 0) == NO


def test_no_nomination_in_the_last_year() -> None:
    state = seated(NASA, ROSCOSMOS, UN, seed="heroism")
    state.disks = 1
    state.spot = 11  # the next advance enters START and removes the last disk
    assert heroism.last_year(state)
    assert not any(isinstance(a, Nominate) for a in GAME.legal_actions(state, 0))
