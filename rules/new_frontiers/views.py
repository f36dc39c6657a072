"""What each seat may see (docs/design.md §2 "view"): the public table, and a seat's own
face-down goal, goals drawn and standing choices. The bag's contents and the goal stack are
counted, never listed."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rules.core.text import Text
from rules.new_frontiers.develop import filled
from rules.new_frontiers.pack import Development, Pack, World
from rules.new_frontiers.powers import total
from rules.new_frontiers.scoring import score
from rules.new_frontiers.state import TILE_NAMES, NewFrontiersState, Prefs
from rules.new_frontiers.text import powers_of
from rules.new_frontiers.words import goal_text


class _View(BaseModel):
    model_config = ConfigDict(extra="forbid")


class WorldView(_View):
    """A world as the board shows it; ``good``: it carries a good."""

    id: str
    name: str
    kind: str
    colour: str | None
    military: bool
    defence: int
    cost: int
    colonists: int
    vp: int
    tags: list[str]
    powers: list[str]
    good: bool = False


class DevView(_View):
    """A development; ``left``: copies still on the mat (0 for an owned tile's view)."""

    id: str
    name: str
    kind: str
    cost: int
    vp: int
    spaces: int
    powers: list[str]
    left: int = 0


class GoalView(_View):
    """A goal and what it scores."""

    id: str
    name: str
    text: str


class TileView(_View):
    """An action tile; ``chosen_by``: its selector this round."""

    tile: str
    name: str
    chosen_by: int | None


class SeatView(_View):
    """One seat's empire as everyone sees it."""

    seat: int
    empire: str
    worlds: list[WorldView]
    explored: list[WorldView]
    developments: list[DevView]
    spaces: int
    colonists: int
    credits: int
    chips: int
    military: int
    stockpile: list[str]
    has_goal: bool
    score: int


class PublicView(_View):
    """The public table."""

    round: int
    phase: str
    status: str
    priority: list[int]
    tiles: list[TileView]
    produce_credits: int
    colonist_supply: int
    vp_supply: int
    goods_supply: dict[str, int]
    bag: int
    goal_stack: int
    pool: list[WorldView]
    developments: list[DevView]
    seats: list[SeatView]
    window: str | None
    to_act: list[int]
    answers: dict[int, str]
    revealed: list[GoalView]
    ending: bool
    last: Text
    winners: list[int]


class PrivateView(PublicView):
    """``seat``'s view: the public table plus its goals and standing choices."""

    seat: int
    goal: GoalView | None
    drawn: list[GoalView]
    prefs: Prefs


def world_view(pack: Pack, world: World, good: bool = False) -> WorldView:
    """A world's board view."""
    return WorldView(
        id=world.id,
        name=world.name,
        kind=world.kind,
        colour=world.colour,
        military=world.military,
        defence=world.defence,
        cost=world.cost,
        colonists=world.colonists,
        vp=world.vp,
        tags=list(world.tags),
        powers=powers_of(world),
        good=good,
    )


def dev_view(dev: Development, left: int = 0) -> DevView:
    """A development's board view."""
    return DevView(
        id=dev.id,
        name=dev.name,
        kind=dev.kind,
        cost=dev.cost,
        vp=dev.vp,
        spaces=dev.spaces,
        powers=powers_of(dev),
        left=left,
    )


def goal_view(pack: Pack, goal_id: str) -> GoalView:
    """A goal's view, with its scoring in words."""
    goal = pack.goal(goal_id)
    text = goal_text(goal.vp, goal.per, goal.stockpile)
    return GoalView(id=goal.id, name=goal.name, text=text)


def seat_view(pack: Pack, state: NewFrontiersState, seat: int) -> SeatView:
    """Seat ``seat``'s public empire."""
    holder = state.seats[seat]
    return SeatView(
        seat=seat,
        empire=holder.empire,
        worlds=[world_view(pack, pack.world(w), w in holder.goods) for w in holder.worlds],
        explored=[world_view(pack, pack.world(w)) for w in holder.explored],
        developments=[dev_view(pack.development(d)) for d in holder.developments],
        spaces=filled(pack, holder),
        colonists=holder.colonists,
        credits=holder.credits,
        chips=holder.chips,
        military=total(pack, holder, "settle", "military"),
        stockpile=list(holder.stockpile),
        has_goal=holder.goal is not None,
        score=score(pack, state, seat),
    )


def public_view(
    pack: Pack, state: NewFrontiersState, owing: frozenset[int], status: str, winners: list[int]
) -> PublicView:
    """The public table."""
    chosen = {tile: seat for tile, seat in state.chosen}
    window = state.window
    answers = window.visible_answers() if window is not None else {}
    return PublicView(
        round=state.round,
        phase=state.phase,
        status=status,
        priority=list(state.priority),
        tiles=[TileView(tile=t, name=TILE_NAMES[t], chosen_by=chosen.get(t)) for t in state.tiles],
        produce_credits=state.produce_credits,
        colonist_supply=state.colonist_supply,
        vp_supply=state.vp_supply,
        goods_supply=dict(state.goods_supply),
        bag=len(state.bag),
        goal_stack=len(state.goal_stack),
        pool=[world_view(pack, pack.world(w)) for w in state.pool],
        developments=[dev_view(pack.development(d), n) for d, n in state.developments.items()],
        seats=[seat_view(pack, state, s) for s in range(state.num_players)],
        window=window.kind if window is not None and not window.is_closed else None,
        to_act=sorted(owing),
        answers={s: str(a) for s, a in answers.items() if a is not None},
        revealed=[goal_view(pack, g) for g in state.revealed],
        ending=state.ending,
        last=state.last,
        winners=winners,
    )


def private_view(
    pack: Pack, state: NewFrontiersState, seat: int, public: PublicView
) -> PrivateView:
    """``seat``'s view: ``public`` plus its face-down goal, goals drawn and standing choices."""
    holder = state.seats[seat]
    return PrivateView(
        **public.__dict__,
        seat=seat,
        goal=goal_view(pack, holder.goal) if holder.goal else None,
        drawn=[goal_view(pack, g) for g in holder.drawn],
        prefs=holder.prefs.model_copy(),
    )
