"""Produce (docs/rules/new-frontiers.md §3): a good on each production world without one; the
selector first takes every credit on the Produce tile and produces on one windfall world.

Goods are limited (19/17/13/11): seats are served in action order, the selector first, and each
seat's worlds in the order it settled them (decided: the sources only say later players may
produce less). The selector's windfall world is asked only when its empty windfall worlds hold
goods of more than one colour (worlds of one colour give the same). "Produce" powers: ``windfall``
(produce on one more windfall world, of its colour if it names one), ``credits`` and ``vp``
(times their ``per`` count), all compulsory.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import commas, plural_s
from rules.new_frontiers.actions import Action, Windfall
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import COLOURS, Pack, load
from rules.new_frontiers.powers import action_order, amount, gain_vp, powers, put_good
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.words import article, colour, credits_text, who


def empty_windfalls(
    pack: Pack, state: NewFrontiersState, seat: int, colour: str | None = None
) -> list[str]:
    """``seat``'s windfall worlds without a good whose colour is still in the supply, one per
    colour, cheapest colour first (``colour``: that colour only)."""
    holder = state.seats[seat]
    found: dict[str, str] = {}
    for world_id in holder.worlds:
        world = pack.world(world_id)
        if (
            world.kind == "windfall"
            and world_id not in holder.goods
            and world.colour is not None
            and colour in (None, world.colour)
            and state.goods_supply[world.colour] > 0
        ):
            found.setdefault(world.colour, world_id)
    return [found[c] for c in COLOURS if c in found]


def start(ctx: Ctx) -> None:
    """The selector's credits, then its windfall choice (asked if it has one) or production."""
    state = ctx.state
    seat = state.selector
    assert seat is not None
    if state.produce_credits:
        state.seats[seat].credits += state.produce_credits
        text = Msg(
            "new_frontiers.event.produce_credits",
            "{seat} took {count} credit{s} from the Produce tile.",
            seat=who(seat),
            count=state.produce_credits,
            s=plural_s(state.produce_credits),
        )
        ctx.emit(public_event("ProduceCredits", text))
        state.produce_credits = 0
    choices = empty_windfalls(ctx.pack, state, seat)
    if len(choices) > 1:
        state.window = DecisionWindow.open("windfall", [seat])
        return
    placed = choices[0] if choices and put_good(ctx.pack, state, seat, choices[0]) else None
    produce_all(ctx, placed)


class WindfallRules:
    """The selector's windfall world (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """One empty windfall world per colour."""
        return [Windfall(world=w) for w in empty_windfalls(load(state.pack), state, seat)]

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """The most valuable colour (alien, genes, rare, novelty)."""
        return self.options(state, seat)[-1]

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice."""
        return None


WINDFALL = WindfallRules()


def windfall(ctx: Ctx, seat: int, action: Windfall) -> None:
    """The selector's windfall good, then everyone's production."""
    window = ctx.state.window
    assert window is not None
    put_good(ctx.pack, ctx.state, seat, action.world)
    window.record(seat)
    produce_all(ctx, action.world)


def produce_all(ctx: Ctx, windfall: str | None = None) -> None:
    """Every seat's production worlds and Produce powers, in action order; each seat's line
    names every good placed (the selector's ``windfall`` good first)."""
    state, pack = ctx.state, ctx.pack
    for seat in action_order(state):
        holder = state.seats[seat]
        placed = [windfall] if windfall is not None and seat == state.selector else []
        for world_id in list(holder.worlds):
            if pack.world(world_id).kind == "production" and put_good(pack, state, seat, world_id):
                placed.append(world_id)
        for _, power in powers(pack, holder, "produce", "windfall"):
            for world_id in empty_windfalls(pack, state, seat, power.colour)[:1]:
                if put_good(pack, state, seat, world_id):
                    placed.append(world_id)
        credits = sum(
            amount(pack, holder, p) for _, p in powers(pack, holder, "produce", "credits")
        )
        vp = sum(amount(pack, holder, p) for _, p in powers(pack, holder, "produce", "vp"))
        holder.credits += credits
        gain_vp(state, seat, vp)
        if placed or credits or vp:
            goods = [_good_on(pack, w) for w in placed]
            text = Msg(
                "new_frontiers.event.produced",
                "{seat} produced {goods}{extra}.",
                seat=who(seat),
                goods=commas(goods) if goods else Msg("new_frontiers.event.no_goods", "no goods"),
                extra=_extra(credits, vp),
            )
            ctx.emit(public_event("Produced", text))


def _good_on(pack: Pack, world_id: str) -> Msg:
    """``a rare good on Iron Vault``."""
    world = pack.world(world_id)
    assert world.colour is not None
    return Msg(
        "new_frontiers.event.good_on",
        "{a} {colour} good on {world}",
        a=article(world.colour),
        colour=colour(world.colour),
        world=world.name,
    )


def _extra(credits: int, vp: int) -> str:
    parts: list[str] = []
    if credits:
        parts.append(credits_text(credits))
    if vp:
        parts.append(Msg("new_frontiers.gain.vp", "{n} VP", n=vp))
    if not parts:
        return ""
    return Msg("new_frontiers.event.produced_extra", ", gained {gains}", gains=tuple(parts))


def progress(ctx: Ctx) -> bool:
    """True once production is done (the selector's windfall answered, if it was asked)."""
    window = ctx.state.window
    return window is None or window.is_closed
