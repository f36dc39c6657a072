"""Upkeep step 3, bankruptcy: a seat that cannot pay its upkeep trades and abandons sectors
(docs/rules/eclipse.md §14.2, §21 Q12).

Every seat whose money plus income (income minus upkeep) is below 0 is asked at once in a
``bankruptcy`` window, one step per answer: ``trade materials money`` / ``trade science money``
(the species' trade value for 1 money) or ``abandon <sector>`` (the disc back to the track,
lowering upkeep, and the sector's cubes back to their tracks, a money cube lowering income). A
seat stays asked until it can pay; a seat with nothing left to trade or abandon is eliminated
(its score frozen). The default, and the standing ``prefer bankruptcy auto`` (a seat's starting
choice), is the first option: trade materials, then science, then abandon the controlled sector
worth the fewest VP (lowest number first), the engine's former automatic rule; ``prefer
bankruptcy ask`` makes it a question. Colony ships are not used here (§21 Q12).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import board, pack, scoring, text, trading
from rules.eclipse.actions import Abandon, Action, Trade, preference
from rules.eclipse.state import EclipseState


def short(state: EclipseState, seat: int) -> bool:
    """Whether ``seat``, still in the game, cannot pay this Upkeep (money + income < 0)."""
    seat_board = state.seats[seat]
    return not seat_board.eliminated and seat_board.storage["money"] + board.income(seat_board) < 0


def options(state: EclipseState, seat: int) -> list[Action]:
    """Trades into money (materials, then science), then each controlled sector to abandon,
    the fewest VP first (ties: lowest number)."""
    ratio = board.trade_ratio(state, seat)
    storage = state.seats[seat].storage
    sectors = pack.load().sector_by_id
    owned = sorted(board.controlled(state, seat), key=lambda s: (sectors[s.id].vp, s.id))
    return [
        *(Trade(give=r, get="money") for r in ("materials", "science") if storage[r] >= ratio),
        *(Abandon(sector=s.id) for s in owned),
    ]


def standing(state: EclipseState, seat: int) -> Action | None:
    """``prefer bankruptcy auto`` (the starting choice): the first option; ``ask``: none."""
    found = options(state, seat)
    if preference(state.seats[seat].prefs, "bankruptcy") == "auto" and found:
        return found[0]
    return None


def answer(step: Step[EclipseState], seat: int, action: Trade | Abandon) -> None:
    """Apply one trade or abandoned sector; once ``seat`` can pay, or has nothing left to
    give, it leaves the window (eliminated in the second case)."""
    state = step.state
    if isinstance(action, Trade):
        trading.trade_for(step, seat, action)
    else:
        sector = state.edit(state.sector(action.sector))
        board.lift_disc(state, sector)
        step.emit(
            public_event(
                "Abandoned", text.ABANDONED.format(seat=seat, sector=text.sector(sector.id))
            )
        )
    _settle(step, seat)


def _settle(step: Step[EclipseState], seat: int) -> None:
    """``seat`` leaves the window once it can pay; with no option left it is eliminated."""
    state = step.state
    window = state.window
    assert window is not None
    if short(state, seat) and not options(state, seat):
        eliminate(step, seat)
    if not short(state, seat):
        window.withdraw(seat)


def eliminate(step: Step[EclipseState], seat: int) -> None:
    """``seat`` leaves the game: its score is frozen, its ships and discs leave the board
    (docs/rules/eclipse.md §12.6, §14.2)."""
    state = step.state
    board_ = state.seats[seat]
    board_.frozen = scoring.score(state, seat)
    board_.eliminated = True
    for sector in state.sectors:
        if sector.owner != seat and all(ship[0] != seat for ship in sector.ships):
            continue
        sector = state.edit(sector)
        if sector.owner == seat:
            board.lift_disc(state, sector)
        sector.ships = tuple(ship for ship in sector.ships if ship[0] != seat)
    step.emit(public_event("Eliminated", text.ELIMINATED.format(seat=seat)))
