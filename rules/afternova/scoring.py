"""End-of-game scoring and the tie-break (docs/rules/afternova.md §6; automa: §7).

A player scores the VP of their completed Blueprints, 1 per fragment in storage, and 1 per
fragment icon on their completed Blueprints matching their hidden objective's two colours. The
automa scores the VP of its completed Blueprints (face up and face down), its objective (icons of
its face-up completed Blueprints in its colours; face-down ones were gained without fragments),
and 1 per fragment in its storage and on its unfinished Blueprints. Ties: the tied player later in
turn order wins (the automa is first in turn order, so it loses every tie).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState, AutomaState, SeatState
from rules.core.game import Outcome
from rules.core.text import Msg


@dataclass(frozen=True)
class Score:
    """One score's parts: Blueprint VP, stored fragments, objective matches, total."""

    blueprints: int
    stored: int
    objective: int

    @property
    def total(self) -> int:
        """The sum of the parts."""
        return self.blueprints + self.stored + self.objective


def objective_matches(cat: Catalog, starship: str, blueprints: list[str]) -> int:
    """Fragment icons on ``blueprints`` matching the Starship's hidden objective colours."""
    colours = set(cat.starship[starship].objective.colours)
    return sum(1 for bp in blueprints for icon in cat.blueprint[bp].icons if icon in colours)


def seat_score(cat: Catalog, player: SeatState) -> Score:
    """A player's score now."""
    done = [c.id for c in player.completed]
    return Score(
        blueprints=sum(cat.blueprint[bp].vp for bp in done),
        stored=len(player.storage),
        objective=objective_matches(cat, player.starship, done),
    )


def automa_score(cat: Catalog, automa: AutomaState) -> Score:
    """The automa's score now."""
    vp = sum(cat.blueprint[bp].vp for bp in (*automa.completed, *automa.hidden))
    on_row = sum(len(bp.covered) for bp in automa.row)
    return Score(
        blueprints=vp,
        stored=len(automa.storage) + on_row,
        objective=objective_matches(cat, automa.starship, automa.completed),
    )


def outcome(state: AfternovaState, cat: Catalog) -> Outcome:
    """Final scores, ranking (ties to the later seat), the winners and the breakdowns in ranking
    order."""
    scores = [seat_score(cat, player) for player in state.seats]
    totals = tuple(score.total for score in scores)
    ranking = tuple(sorted(range(state.num_players), key=lambda s: (totals[s], s), reverse=True))
    best = totals[ranking[0]]
    tied = [s for s in range(state.num_players) if totals[s] == best]
    others = tuple(f"{{p{s}}}" for s in tied if s != ranking[0])
    tie_break = (
        Msg(
            "afternova.score.tie_break",
            "{winner} wins the tie at {best} with {others}: the player later in turn order wins.",
            winner=f"{{p{ranking[0]}}}",
            best=best,
            others=others,
        )
        if len(tied) > 1
        else None
    )
    details = [
        Msg(
            "afternova.score.seat",
            "{seat}: {vp} Blueprint VP + {stored} stored + {objective} objective = {total}",
            seat=f"{{p{s}}}",
            vp=scores[s].blueprints,
            stored=scores[s].stored,
            objective=scores[s].objective,
            total=scores[s].total,
        )
        for s in ranking
    ]
    winners: tuple[int, ...] = (ranking[0],)
    if state.automa is not None:
        bot = automa_score(cat, state.automa)
        details.append(
            Msg(
                "afternova.score.automa",
                "automa: {vp} Blueprint VP + {stored} fragments + {objective} objective = {total}",
                vp=bot.blueprints,
                stored=bot.stored,
                objective=bot.objective,
                total=bot.total,
            )
        )
        if bot.total > best:
            winners = ()
            details.append(Msg("afternova.score.automa_wins", "The automa wins."))
    return Outcome(
        scores=totals, ranking=ranking, winners=winners, tie_break=tie_break, details=tuple(details)
    )
