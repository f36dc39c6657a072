"""Scoring and the tie-break (docs/rules/new-frontiers.md §5).

A seat scores its VP chips, the printed VP of its settled worlds (home included) and
developments, the "?" bonuses of its worlds and developments, and, with the goals variant, every
revealed goal. Most VP wins; a tie goes to the most goods plus credits; still tied, a shared win.
"""

from __future__ import annotations

from rules.core.game import Outcome
from rules.core.text import Msg
from rules.core.wording import commas
from rules.new_frontiers.pack import Bonus, Pack
from rules.new_frontiers.powers import count
from rules.new_frontiers.state import NewFrontiersState, Seat
from rules.new_frontiers.words import who


def _bonus(pack: Pack, seat: Seat, bonus: Bonus | None) -> int:
    return bonus.vp * count(pack, seat, bonus.per) if bonus else 0


def breakdown(pack: Pack, state: NewFrontiersState, seat: int) -> dict[str, int]:
    """``seat``'s VP by source: chips, worlds, developments, bonuses ("?"), goals."""
    holder = state.seats[seat]
    worlds = [pack.world(w) for w in holder.worlds]
    devs = [pack.development(d) for d in holder.developments]
    goals = [pack.goal(g) for g in state.revealed]
    return {
        "chips": holder.chips,
        "worlds": sum(w.vp for w in worlds),
        "developments": sum(d.vp for d in devs),
        "bonuses": sum(_bonus(pack, holder, w.bonus) for w in worlds)
        + sum(_bonus(pack, holder, d.bonus) for d in devs),
        "goals": sum(g.vp * count(pack, holder, g.per) for g in goals),
    }


def score(pack: Pack, state: NewFrontiersState, seat: int) -> int:
    """``seat``'s total VP now."""
    return sum(breakdown(pack, state, seat).values())


def outcome(pack: Pack, state: NewFrontiersState) -> Outcome | None:
    """Final scores, ranking and winners once the game is over, else ``None``."""
    if state.phase != "over":
        return None
    seats = range(state.num_players)
    scores = tuple(score(pack, state, s) for s in seats)
    wealth = tuple(len(state.seats[s].goods) + state.seats[s].credits for s in seats)
    ranking = tuple(sorted(seats, key=lambda s: (-scores[s], -wealth[s], s)))
    best = ranking[0]
    winners = tuple(s for s in ranking if (scores[s], wealth[s]) == (scores[best], wealth[best]))
    tied = [s for s in seats if scores[s] == scores[best]]
    tie_break = None
    if len(tied) > 1:
        tie_break = (
            Msg("new_frontiers.score.tie_wealth", "Tied on VP: most goods plus credits wins.")
            if len(winners) == 1
            else Msg(
                "new_frontiers.score.tie_shared",
                "Tied on VP and on goods plus credits: a shared win.",
            )
        )
    details = tuple(
        Msg(
            "new_frontiers.score.detail",
            "{seat}: {vp} VP ({parts}; goods+credits {wealth})",
            seat=who(s),
            vp=scores[s],
            parts=commas(
                [
                    Msg(f"new_frontiers.score.{k}", f"{k} {{n}}", n=v)
                    for k, v in breakdown(pack, state, s).items()
                    if v
                ]
            ),
            wealth=wealth[s],
        )
        for s in ranking
    )
    return Outcome(
        scores=scores, ranking=ranking, winners=winners, tie_break=tie_break, details=details
    )
