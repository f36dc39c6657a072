"""Heroism chits: nominations and the majority vote (docs/rules/high-frontier.md §13; CR B3, L,
L a–c, C7).

With 3 or more players the map holds 4 heroism chits, 2 VP each. Any time before the last year
a player may nominate any player (himself too) for one: a free action on his own turn
(``nominate 2``, seat 2 as numbered in the notation), at most once a turn. Every seat then
votes, one after another from the 1st Player, in a public ``heroism`` window (``vote yes`` /
``vote no``; the stated default, for a bot or a lapsed deadline: ``no``). A majority of all the
seats awards the chit for good (2 VP, counted with the glory chits in the score); a tie is
broken by the 1st Player's vote (CR N4e); otherwise the chit stays on the map.

Decision (§23 Q16): the map's texts saying what each chit rewards are not transcribed, so a
nomination names the seat only and the table judges the deed; the vote is public, as it is
made in turn at the table, and the nomination limit (once a turn) keeps a seat from holding the
table in back-to-back votes.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.high_frontier import refusal_text as say
from rules.high_frontier import text, words
from rules.high_frontier.actions import Action, Nominate, Vote
from rules.high_frontier.cycle import SPOTS, cycle
from rules.high_frontier.state import HighFrontierState

S = Step[HighFrontierState]
HEROISM = "heroism"  # the window's kind
VP = 2  # a heroism chit's worth (CR B3)
YES, NO = Vote(yes=True), Vote(yes=False)


def last_year(state: HighFrontierState) -> bool:
    """The year whose end removes the last Seniority Disk (no nomination then, CR L c)."""
    closing = (state.spot + 1) % SPOTS == cycle().seniority.before_spot
    return state.disks <= 1 and closing


def nominations(state: HighFrontierState, seat: int) -> list[Nominate]:
    """``nominate N`` for every seat, while a chit is left, before the last year, once a turn."""
    if state.heroism == 0 or state.turn.nominated or last_year(state):
        return []
    return [Nominate(seat=s) for s in range(state.num_players)]


def refused(state: HighFrontierState, seat: int, args: Sequence[str]) -> Msg | None:
    """Why ``nominate …`` is refused on ``seat``'s turn: no chit left, a nomination made this
    turn, the last year, or no seat number; ``None`` when it would be listed."""
    if state.heroism == 0:
        return say.NO_HEROISM
    if state.turn.nominated:
        return say.NOMINATED_ALREADY
    if last_year(state):
        return say.HEROISM_LAST_YEAR
    word = args[0] if len(args) == 1 else ""
    if not (word.isascii() and word.isdigit() and 1 <= int(word) <= state.num_players):
        return say.NOMINATE_SEAT.format(seats=state.num_players)
    return None


def nominate(step: S, action: Nominate) -> None:
    """Open the vote on ``action.seat``, every seat asked in order from the 1st Player."""
    state = step.state
    state.turn.nominated = True
    state.nominee = action.seat
    order = [(state.first + k) % state.num_players for k in range(state.num_players)]
    state.window = DecisionWindow.open(HEROISM, order, in_order=True)
    line = text.NOMINATED.format(seat=step.seat, nominee=action.seat)
    step.emit(public_event("Nominated", line))


def vote(step: S, action: Vote) -> None:
    """A public vote; the last one decides."""
    state = step.state
    window = state.window
    assert window is not None and window.kind == HEROISM and state.nominee is not None
    window.record(step.seat, action.yes)
    said = text.VOTED_YES if action.yes else text.VOTED_NO
    step.emit(public_event("Voted", said.format(seat=step.seat)))
    if window.is_closed:
        _count(step)


def _count(step: S) -> None:
    state = step.state
    window, nominee = state.window, state.nominee
    assert window is not None and nominee is not None
    yes = sum(1 for answer in window.answers.values() if answer is True)
    no = state.num_players - yes
    won = yes > no or (yes == no and window.answers.get(state.first) is True)
    state.window, state.nominee = None, None
    if won:
        state.heroism -= 1
        state.players[nominee].heroism += 1
        line = text.HEROISM_WON.format(seat=nominee, yes=yes, no=no, vp=VP, left=state.heroism)
    else:
        line = text.HEROISM_LOST.format(seat=nominee, yes=yes, no=no)
    step.emit(public_event("HeroismVote", line, closes_undo=True))


def prompt(state: HighFrontierState) -> str:
    """What the seat voting now is asked."""
    assert state.nominee is not None
    cast = [
        (text.VOTED_YES if answer else text.VOTED_NO).format(seat=seat)
        for seat, answer in (state.window.answers.items() if state.window else ())
    ]
    return text.PROMPT_VOTE.format(
        nominee=state.nominee, votes=words.listed(cast) if cast else text.NO_VOTES
    )


class VoteRules:
    """A seat's answers in the ``heroism`` window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """``vote no`` (the stated default) and ``vote yes``."""
        return [NO, YES]

    def default(self, state: HighFrontierState, seat: int) -> Action:
        """No."""
        return NO

    def standing(self, state: HighFrontierState, seat: int) -> Action | None:
        """No standing choice."""
        return None


VOTE_RULES = VoteRules()
