"""What each seat may know (docs/design.md §2 "view"; docs/rules/eclipse.md §5.1, §12.5).

The public view leaves out by construction the order of the sector stacks, the tech bag, the
discovery bag, which discovery tile lies face down on a sector, the reputation bag and every
seat's reputation values and kept discovery tiles (only their counts are public). A seat's
private view adds its own reputation values, its kept discovery tiles, the reputation tiles it
is drawing, the discovery tile it is deciding on, and its standing choices.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rules.core.text import Text
from rules.eclipse import explore, scoring
from rules.eclipse.setup import discovery_kind
from rules.eclipse.state import EclipseState


class SectorView(BaseModel):
    """A sector on the table as everyone sees it."""

    model_config = ConfigDict(extra="forbid")

    id: str
    q: int
    r: int
    rotation: int
    owner: int | None
    cubes: list[str | None]
    orbital: bool
    orbital_cube: str | None
    monolith: bool
    ships: list[tuple[int, str]]
    npcs: list[str]
    discovery: bool
    portal: str


class SeatView(BaseModel):
    """A seat's board as everyone sees it."""

    model_config = ConfigDict(extra="forbid")

    side: str
    storage: dict[str, int]
    track: dict[str, int]
    graveyard: dict[str, int]
    discs: int
    action_discs: int
    colony_ships: int
    colony_used: int
    techs: dict[str, list[str]]
    blueprints: dict[str, list[str | None]]
    parts: list[str]
    reputation_tiles: int
    discoveries_kept: int
    ambassadors: list[tuple[int, str]]
    traitor: bool
    passed: bool
    eliminated: bool


class PublicView(BaseModel):
    """The table as everyone sees it; once the game is over, each seat's VP (``scores``, index
    = seat) and the winners (§16), empty before (the reputation values in them stay hidden until
    then). ``explorable``: the empty positions some seat may explore now (§5 steps 1–2), which
    the board draws with the ``q,r`` that ``explore`` takes (issue #27 item 2)."""

    model_config = ConfigDict(extra="forbid")

    round: int
    phase: str
    start: int
    current: int
    to_act: list[int]
    status: str
    sectors: list[SectorView]
    seats: list[SeatView]
    tray: dict[str, int]
    rare: list[str]
    stacks: dict[str, int]
    discards: dict[str, list[str]]
    discovery_bag: int
    reputation_bag: int
    turn: dict[str, object] | None
    pending: dict[str, object] | None
    window: dict[str, object] | None
    picks: list[str]
    last: Text
    last_at: list[tuple[int, int]]
    scores: list[int] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    explorable: list[tuple[int, int]] = Field(default_factory=list)


class PrivateView(PublicView):
    """One seat's view: the public view and what only it knows."""

    seat: int
    reputation: list[int]
    discoveries: list[str]
    drawing: list[int]
    deciding: str | None
    prefs: dict[str, str]


def public_view(state: EclipseState, to_act: frozenset[int], status: str) -> PublicView:
    """The public view of ``state``."""
    pending = state.pending
    return PublicView(
        round=state.round,
        phase=state.phase,
        start=state.start,
        current=state.current,
        to_act=sorted(to_act),
        status=status,
        sectors=[
            SectorView(**s.model_dump(exclude={"discovery"}), discovery=s.discovery is not None)
            for s in state.sectors
        ],
        seats=[
            SeatView(
                **b.model_dump(
                    include={
                        "side",
                        "storage",
                        "track",
                        "graveyard",
                        "discs",
                        "action_discs",
                        "colony_ships",
                        "colony_used",
                        "techs",
                        "blueprints",
                        "parts",
                        "passed",
                        "eliminated",
                        "ambassadors",
                        "traitor",
                    }
                ),
                reputation_tiles=len(b.reputation),
                discoveries_kept=len(b.discoveries),
            )
            for b in state.seats
        ],
        tray=dict(state.tray),
        rare=list(state.rare),
        stacks={ring: len(ids) for ring, ids in state.stacks.items()},
        discards={ring: list(ids) for ring, ids in state.discards.items()},
        discovery_bag=len(state.discovery_bag),
        reputation_bag=len(state.reputation_bag),
        turn=state.turn.model_dump() if state.turn else None,
        pending=pending.model_dump(exclude={"tile"}) if pending else None,
        window=(
            {"kind": state.window.kind, "pending": list(state.window.pending)}
            if state.window
            else None
        ),
        picks=list(state.picks),
        explorable=sorted(
            {p for seat in range(state.num_players) for p in explore.positions(state, seat)}
        ),
        last=state.last,
        last_at=list(state.last_at),
        **_final(state),
    )


def _final(state: EclipseState) -> dict[str, list[int]]:
    """The scores and winners once the game is over (§16), else nothing."""
    outcome = scoring.outcome(state)
    if outcome is None:
        return {}
    return {"scores": list(outcome.scores), "winners": list(outcome.winners)}


def private_view(state: EclipseState, seat: int, public: PublicView) -> PrivateView:
    """``seat``'s view: ``public`` and its own secrets."""
    board = state.seats[seat] if seat < len(state.seats) else None
    drawing = (
        list(state.combat.drawn)
        if state.combat and state.combat.draws and state.combat.draws[0][0] == seat
        else []
    )
    pending = state.pending
    deciding = (
        discovery_kind(pending.tile)
        if pending and pending.kind == "discovery" and pending.seat == seat
        else None
    )
    return PrivateView(
        **public.model_dump(),
        seat=seat,
        reputation=list(board.reputation) if board else [],
        discoveries=[discovery_kind(t) for t in board.discoveries] if board else [],
        drawing=drawing,
        deciding=deciding,
        prefs=dict(board.prefs) if board else {},
    )
