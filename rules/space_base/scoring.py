"""End of game and ranking (docs/rules/space-base.md §5).

The game ends when the round in which a seat reached 40 VP completes, so every seat has had the
same number of turns; a tie for the most VP plays on, round by round, until it breaks (CN rule,
kept where no English source speaks). YOU WIN! ends the game at once with its user as winner.
Only VP count: there is no end-game bonus.
"""

from __future__ import annotations

from rules.core.game import Outcome
from rules.core.text import Msg
from rules.space_base.state import SpaceBaseState


def outcome(state: SpaceBaseState) -> Outcome | None:
    """Final VP, the ranking (VP, then seat order from the first player) and the winner."""
    if state.phase != "over":
        return None
    scores = tuple(s.vp for s in state.seats)
    order = [(state.first_seat + k) % state.num_players for k in range(state.num_players)]
    ranking = tuple(sorted(order, key=lambda s: -scores[s]))
    details = tuple(
        Msg("space_base.score.detail", "{seat}: {vp} VP", seat=f"{{p{s}}}", vp=scores[s])
        for s in ranking
    )
    if state.instant_winner is not None:
        winner = state.instant_winner
        ranking = (winner, *(s for s in ranking if s != winner))
        return Outcome(
            scores=scores,
            ranking=ranking,
            winners=(winner,),
            tie_break=Msg("space_base.score.you_win", "YOU WIN! ended the game at once."),
            details=details,
        )
    return Outcome(scores=scores, ranking=ranking, winners=(ranking[0],), details=details)
