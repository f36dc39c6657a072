"""The round (docs/rules/new-frontiers.md §3) and the end (§4): selections down the priority
track, the action each selection starts, the forced steps between decisions.

* The next selector is the first seat down the priority track with the fewest selections this
  round (fewer than ``picks``). With one selection each that is simply the next seat; with two
  seats and two selections each it goes A, B, A, B, and a seat that sends envoys in its first
  selection moves to the front and selects again at once (the CN note, §3 "Two players").
* Before the first round, with ``empire: chosen``, the seats choose their empire sides
  (:mod:`rules.new_frontiers.empire`).
* Envoys move the selector to the front of the track; Chart Galactic Goals one step up.
* The round ends when every seat has made its selections; a Produce tile nobody chose gains 1
  credit. The end conditions (§4) are checked after every action; once one is met the round
  is finished and the game is over.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.events import public_event
from rules.core.text import Msg
from rules.new_frontiers import develop, empire, explore, goals, produce, settle, trade
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.powers import gain_vp
from rules.new_frontiers.state import NewFrontiersState, Tile
from rules.new_frontiers.words import tile as tile_name
from rules.new_frontiers.words import who

#: Development spaces and colonies that end the game, colonists left after a Settle (§4).
END_SPACES = 11
END_COLONIES = 8
END_COLONISTS = 4


Phase = tuple[Callable[[Ctx], None], Callable[[Ctx], bool]]
#: tile -> (start, progress): ``progress`` answers what needs no question and returns True once
#: the action has been performed by every seat.
PHASES: dict[str, Phase] = {
    "explore": (explore.start, explore.progress),
    "develop": (develop.start, develop.progress),
    "settle": (settle.start, settle.progress),
    "produce": (produce.start, produce.progress),
    "trade": (trade.start, trade.progress),
    "goals": (goals.start, goals.progress),
}


def next_selector(state: NewFrontiersState) -> int | None:
    """The seat that selects next this round, or ``None`` once every seat has selected."""
    made = {seat: 0 for seat in state.priority}
    for _, seat in state.chosen:
        made[seat] += 1
    fewest = min(made.values())
    if fewest >= state.picks:
        return None
    return next(seat for seat in state.priority if made[seat] == fewest)


def select(ctx: Ctx, tile: Tile) -> None:
    """The selector's tile: record it and start its action (the selector first, with its
    bonus)."""
    state, seat = ctx.state, ctx.seat
    state.chosen.append((tile, seat))
    state.selector = seat
    state.turn_number += 1
    selected = Msg(
        "new_frontiers.event.selected",
        "{seat} selected {tile}.",
        seat=who(seat),
        tile=tile_name(tile),
    )
    ctx.emit(public_event("TileSelected", selected))
    if tile == "envoys":
        gain_vp(state, seat, 1)
        state.priority.remove(seat)
        state.priority.insert(0, seat)
        sent = Msg(
            "new_frontiers.event.envoys", "{seat} gained 1 VP and leads the track.", seat=who(seat)
        )
        ctx.emit(public_event("EnvoysSent", sent))
    elif tile == "isolation":
        state.seats[seat].credits += 2
        alone = Msg("new_frontiers.event.isolation", "{seat} gained 2 credits.", seat=who(seat))
        ctx.emit(public_event("Isolated", alone))
    if tile == "envoys" or tile == "isolation":
        check_end(ctx)
    else:
        state.phase = tile
        PHASES[tile][0](ctx)


#: Public events that are not a move (the board's "Last move" keeps the move before them).
NOT_MOVES = frozenset({"RoundStarted", "EndTriggered", "GameOver"})


def last_move(ctx: Ctx) -> None:
    """The board's "Last move": the transition's last sentence everyone may read (a private
    event's public sentence), rounds starting and the end left out; unchanged when it has
    none."""
    said = [e.text_for(None) for e in ctx.events if e.kind not in NOT_MOVES and e.text_for(None)]
    if said:
        ctx.state.last = said[-1] or ""


def advance(ctx: Ctx) -> None:
    """Resolve forced steps until a seat has a real decision or the game is over."""
    state = ctx.state
    while state.phase != "over":
        if state.phase == "empire":
            if not empire.progress(ctx):
                return
        elif state.phase != "select":
            if not PHASES[state.phase][1](ctx):
                return
            finish_action(ctx, state.phase)
        if next_selector(state) is not None:
            return
        end_round(ctx)


def finish_action(ctx: Ctx, tile: str) -> None:
    """Close the resolved action: stockpiles, the end conditions, back to selection."""
    state = ctx.state
    goals.stockpile_after(ctx, tile)
    if tile == "settle" and state.colonist_supply <= END_COLONISTS:
        _trigger(
            ctx,
            Msg(
                "new_frontiers.end.colonists",
                "only {count} colonists are left in the supply",
                count=state.colonist_supply,
            ),
        )
    state.phase, state.window, state.selector = "select", None, None
    state.resolved, state.pool, state.consuming = [], [], {}
    check_end(ctx)


def check_end(ctx: Ctx) -> None:
    """Note an end condition met (§4): 11 development spaces, 8 colonies, no VP chips."""
    state, pack = ctx.state, ctx.pack
    for seat, holder in enumerate(state.seats):
        spaces = sum(pack.development(d).spaces for d in holder.developments)
        if spaces >= END_SPACES:
            _trigger(
                ctx,
                Msg(
                    "new_frontiers.end.spaces",
                    "{seat} has {count} development spaces filled",
                    seat=who(seat),
                    count=spaces,
                ),
            )
        if len(holder.worlds) >= END_COLONIES:
            _trigger(
                ctx,
                Msg(
                    "new_frontiers.end.colonies",
                    "{seat} has {count} colonies",
                    seat=who(seat),
                    count=len(holder.worlds),
                ),
            )
    if state.vp_supply == 0:
        _trigger(ctx, Msg("new_frontiers.end.chips", "the VP chips are gone"))


def _trigger(ctx: Ctx, reason: str) -> None:
    if not ctx.state.ending:
        ctx.state.ending = True
        ending = Msg(
            "new_frontiers.event.end_triggered",
            "The game ends with this round: {reason}.",
            reason=reason,
        )
        ctx.emit(public_event("EndTriggered", ending))


def end_round(ctx: Ctx) -> None:
    """Every seat has selected: the Produce tile's credit, then the end or the next round."""
    state = ctx.state
    if "produce" not in (tile for tile, _ in state.chosen):
        state.produce_credits += 1
    if state.ending:
        state.phase = "over"
        goals.reveal_all(ctx)
        ctx.emit(public_event("GameOver", Msg("new_frontiers.status.over", "The game is over.")))
        return
    state.round += 1
    state.chosen = []
    begins = Msg("new_frontiers.event.round", "Round {round} begins.", round=state.round)
    ctx.emit(public_event("RoundStarted", begins))
