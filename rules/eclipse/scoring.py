"""The end of the game: VP and the tie-break (docs/rules/eclipse.md §16).

VP: reputation tiles, controlled sectors' printed VP, monoliths on controlled sectors (3),
discovery tiles kept (2), each tech track's tiles (4 → 1, 5 → 2, 6 → 3, 7 → 5), species bonuses
(Planta +1 per controlled sector, Draco +1 per Ancient on the board), ambassadors held (1), the
Traitor (−2), warp portal tiles on controlled sectors (module: the tech's 1, the ancient 2). An
eliminated seat keeps the score frozen when it left and may win with it (decision §21 Q15:
DZ-elim counts the frozen score and says no more).
Ties: the most materials + science + money in storage; still tied, the seats share the win
(decision §21 Q16).
"""

from __future__ import annotations

from rules.core.game import Outcome
from rules.eclipse import board, diplomacy, pack, text
from rules.eclipse.state import RESOURCES, EclipseState

MONOLITH_VP = 3
PORTAL_VP = {"tech": 1, "ancient": 2}


def breakdown(state: EclipseState, seat: int) -> dict[str, int]:
    """``seat``'s VP by source (§16)."""
    the_pack = pack.load()
    board_ = state.seats[seat]
    owned = board.controlled(state, seat)
    vp_by_tiles = the_pack.techs.research.vp_by_tiles
    tracks = sum(vp_by_tiles.get(min(len(t), 7), 0) for t in board_.techs.values())
    bonus = board.side_of(state, seat).end_game_vp or {}
    ancients = sum(s.npcs.count("ancient") for s in state.sectors)
    species = bonus.get("per_controlled_sector", 0) * len(owned)
    species += bonus.get("per_ancient_on_board", 0) * ancients
    return {
        "reputation": sum(board_.reputation),
        "sectors": sum(the_pack.sector_by_id[s.id].vp for s in owned),
        "monoliths": MONOLITH_VP * sum(1 for s in owned if s.monolith),
        "discoveries": the_pack.discoveries.vp_side * len(board_.discoveries),
        "techs": tracks,
        "species": species,
        "diplomacy": diplomacy.vp(state, seat),
        "portals": sum(PORTAL_VP.get(s.portal, 0) for s in owned),
    }


def score(state: EclipseState, seat: int) -> int:
    """``seat``'s VP now (its frozen score once eliminated)."""
    frozen = state.seats[seat].frozen
    return frozen if frozen is not None else sum(breakdown(state, seat).values())


def outcome(state: EclipseState) -> Outcome | None:
    """Scores, ranking and the tie-break once the game is over (§16)."""
    if state.phase != "over":
        return None
    scores = tuple(score(state, seat) for seat in range(state.num_players))
    storage = [sum(b.storage[r] for r in RESOURCES) for b in state.seats]
    ranking = tuple(sorted(range(state.num_players), key=lambda s: (-scores[s], -storage[s], s)))
    best = ranking[0]
    top = [s for s in ranking if scores[s] == scores[best]]
    winners = tuple(s for s in top if storage[s] == storage[best])
    tie_break = None
    if len(top) > 1:
        tie_break = text.TIE_RESOURCES if len(winners) == 1 else text.TIE_SHARED
    details = tuple(
        text.SCORE_LINE.format(
            seat=seat,
            vp=scores[seat],
            parts=text.score_parts(breakdown(state, seat)),
        )
        for seat in range(state.num_players)
    )
    return Outcome(
        scores=scores, ranking=ranking, winners=winners, tie_break=tie_break, details=details
    )
