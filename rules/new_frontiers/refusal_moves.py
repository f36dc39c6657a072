"""The rule each refused New Frontiers move breaks, once the seat is asked the move's question
(:func:`rules.new_frontiers.refusals.explain` checks the turn and the question first).

Each check follows the rule it quotes (docs/rules/new-frontiers.md): Explore's drawn worlds and
the 9-world limit (§3 Explore), Develop's cost less the selector's credit and the discounts and
the development spaces (§3 Develop, "Development spaces"), Settle's colonists, military and
credits and its "+2 colonists or a world" (§3 Settle), the windfall world of the Produce
selector (§3 Produce), the trade and consume steps (§3 Trade/Consume), the goals kept and
revealed (§6). The Produce selector's windfall worlds are offered one per colour (their goods
are alike), so a move naming another world of an offered colour is pointed to the offered one.
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.core.wording import commas, either, plural_s
from rules.new_frontiers.develop import ALL_SPACES, discount, filled, fits, price
from rules.new_frontiers.pack import Development, Goal, Pack, World, load
from rules.new_frontiers.powers import WORLD_LIMIT, military, settle_price, world_count
from rules.new_frontiers.produce import empty_windfalls
from rules.new_frontiers.state import TILE_NAMES, NewFrontiersState
from rules.new_frontiers.trade import consume_power
from rules.new_frontiers.words import colour, tile, who

_SHAPES = {
    "empire": Msg(
        "new_frontiers.refusal.shape_empire", "a side of your empire mat (`empire e-3b`)"
    ),
    "select": Msg("new_frontiers.refusal.shape_select", "an action tile (`select develop`)"),
    "take": Msg("new_frontiers.refusal.shape_take", "one drawn world (`take w-12`)"),
    "return": Msg("new_frontiers.refusal.shape_return", "one explored world (`return w-12`)"),
    "develop": Msg(
        "new_frontiers.refusal.shape_develop",
        "one development or `nothing` (`develop d-07`, `develop nothing`)",
    ),
    "settle": Msg(
        "new_frontiers.refusal.shape_settle",
        "one explored world or `colonists` (`settle w-12`, `settle colonists`)",
    ),
    "windfall": Msg("new_frontiers.refusal.shape_windfall", "one windfall world (`windfall w-05`)"),
    "trade": Msg(
        "new_frontiers.refusal.shape_trade", "one world with a good or `nothing` (`trade w-03`)"
    ),
    "consume": Msg(
        "new_frontiers.refusal.shape_consume",
        "a tile with a consume power, then the worlds whose goods it takes "
        "(`consume d-02 w-05 w-07`)",
    ),
    "keep": Msg("new_frontiers.refusal.shape_keep", "one of the goals you drew (`keep g-03`)"),
    "reveal": Msg("new_frontiers.refusal.shape_reveal", "`new`, `old` or `mine` (`reveal new`)"),
    "prefer": Msg(
        "new_frontiers.refusal.shape_prefer",
        "a topic and a value (`prefer trade best`, `prefer consume auto`, `prefer stockpile yes`)",
    ),
}


def shape(verb: str) -> Msg:
    """```develop` takes one development or `nothing` (…).``"""
    return Msg(
        "new_frontiers.refusal.shape", "`{verb}` takes {shape}.", verb=verb, shape=_SHAPES[verb]
    )


def explain(
    pack: Pack, state: NewFrontiersState, seat: int, verb: str, args: list[str]
) -> str | None:
    """Why ``verb args`` is refused when ``seat`` is asked the verb's question now; ``None``
    when no rule of the verb refuses it."""
    if verb == "consume":
        return _consume(pack, state, seat, args)
    if verb == "keep" and len(args) > 1:
        return _keep_under(state, seat, args)
    if len(args) != 1:
        return shape(verb)
    return _CHECKS[verb](pack, state, seat, args[0])


def _no_world(world_id: str) -> Msg:
    return Msg("new_frontiers.refusal.no_world", "There is no world `{id}`.", id=world_id)


def _empire(pack: Pack, state: NewFrontiersState, seat: int, side: str) -> str | None:
    mat = state.seats[seat].mat
    found = sorted((e for e in pack.empires if e.mat == mat), key=lambda e: e.side)
    return Msg(
        "new_frontiers.refusal.side",
        "`{id}` is not a side of your empire mat {mat}: choose {sides}.",
        id=side,
        mat=str(mat),
        sides=either([f"`empire {e.id}` ({e.home.name})" for e in found]),
    )


def _select(pack: Pack, state: NewFrontiersState, seat: int, name: str) -> str | None:
    taken: dict[str, int] = dict(state.chosen)
    left = commas([tile(t) for t in state.tiles if t not in taken])
    if name not in TILE_NAMES:
        return Msg(
            "new_frontiers.refusal.no_tile",
            "There is no action tile `{id}`; the tiles left are {left}.",
            id=name,
            left=left,
        )
    if name not in state.tiles:
        return Msg(
            "new_frontiers.refusal.tile_absent",
            "This game has no {tile} tile; the tiles left are {left}.",
            tile=tile(name),
            left=left,
        )
    return Msg(
        "new_frontiers.refusal.tile_chosen",
        "{seat} already selected {tile} this round; the tiles left are {left}.",
        seat=who(taken[name]),
        tile=tile(name),
        left=left,
    )


def _over_limit(state: NewFrontiersState, seat: int) -> Msg | None:
    count = world_count(state.seats[seat])
    if count <= WORLD_LIMIT:
        return None
    return Msg(
        "new_frontiers.refusal.over_limit",
        "You have {count} worlds, over the limit of {limit}: first return an explored world "
        "to the bag (`return w-…`).",
        count=count,
        limit=WORLD_LIMIT,
    )


def _take(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str | None:
    if over := _over_limit(state, seat):
        return over
    if world_id not in pack.world_index:
        return _no_world(world_id)
    return Msg(
        "new_frontiers.refusal.not_drawn",
        "{name} (`{id}`) is not among the drawn worlds: {drawn}.",
        name=pack.world(world_id).name,
        id=world_id,
        drawn=commas([f"{pack.world(w).name} (`{w}`)" for w in state.pool]),
    )


def _held(
    pack: Pack, state: NewFrontiersState, seat: int, world_id: str, *, goods: bool
) -> Msg | None:
    """``None`` when ``world_id`` is one of ``seat``'s explored worlds (``goods``: one with a
    good of its); else no such world, or which of the two it is not."""
    if world_id not in pack.world_index:
        return _no_world(world_id)
    holder = state.seats[seat]
    if world_id in (holder.goods if goods else holder.explored):
        return None
    name = pack.world(world_id).name
    if goods:
        return Msg("new_frontiers.refusal.no_good", "{name} carries no good of yours.", name=name)
    return Msg(
        "new_frontiers.refusal.not_explored",
        "{name} is not one of your explored worlds.",
        name=name,
    )


def _return(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str | None:
    count = world_count(state.seats[seat])
    if count <= WORLD_LIMIT:
        return Msg(
            "new_frontiers.refusal.under_limit",
            "A world goes back to the bag only over the limit of {limit} worlds; you have {count}.",
            limit=WORLD_LIMIT,
            count=count,
        )
    return _held(pack, state, seat, world_id, goods=False)


def _develop(pack: Pack, state: NewFrontiersState, seat: int, dev_id: str) -> str | None:
    if dev_id not in pack.development_index:
        return Msg(
            "new_frontiers.refusal.no_development", "There is no development `{id}`.", id=dev_id
        )
    dev, holder = pack.development(dev_id), state.seats[seat]
    if dev_id not in state.developments:
        return Msg("new_frontiers.refusal.dev_absent", "{name} is not in this game.", name=dev.name)
    if dev_id in holder.developments:
        return Msg("new_frontiers.refusal.owned", "You already own {name}.", name=dev.name)
    if state.developments[dev_id] == 0:
        return Msg("new_frontiers.refusal.dev_gone", "No copy of {name} is left.", name=dev.name)
    cost = price(pack, state, seat, dev)
    if cost > holder.credits:
        return _dev_cost(dev, cost, discount(pack, state, seat), holder.credits)
    if not fits(filled(pack, holder), dev):
        return Msg(
            "new_frontiers.refusal.dev_spaces",
            "{name} fills {need} development spaces; you have filled {used} of {all}, and the "
            "red spaces open only once 10 are filled.",
            name=dev.name,
            need=dev.spaces,
            used=filled(pack, holder),
            all=ALL_SPACES,
        )
    return Msg(
        "new_frontiers.refusal.dev_promised",
        "The copies of {name} left go to seats before you in action order.",
        name=dev.name,
    )


def _dev_cost(dev: Development, cost: int, off: int, credits: int) -> Msg:
    """``Public Works costs you 5 credits; you have 4.`` (with the discount, when there is
    one)."""
    if not off:
        return _cost(dev.name, cost, credits)
    return Msg(
        "new_frontiers.refusal.dev_cost_less",
        "{name} costs you {price} credit{s} ({cost} less your {off}); you have {credits}.",
        name=dev.name,
        price=cost,
        s=plural_s(cost),
        cost=dev.cost,
        off=off,
        credits=credits,
    )


def _settle(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str | None:
    if world_id == "nothing":
        return Msg(
            "new_frontiers.refusal.settle_nothing",
            "Settle gives +2 colonists or a world: type `settle colonists` or settle an "
            "explored world.",
        )
    if refused := _held(pack, state, seat, world_id, goods=False):
        return refused
    world, holder = pack.world(world_id), state.seats[seat]
    if holder.colonists < world.colonists:
        return Msg(
            "new_frontiers.refusal.settle_colonists",
            "{name} needs {need} colonist{s}; you have {have}.",
            name=world.name,
            need=world.colonists,
            s=plural_s(world.colonists),
            have=holder.colonists,
        )
    if world.military:
        return Msg(
            "new_frontiers.refusal.settle_military",
            "{name} needs military {defence}; yours against it is {military}.",
            name=world.name,
            defence=world.defence,
            military=military(pack, holder, world),
        )
    return _cost(world.name, settle_price(pack, holder, world), holder.credits)


def _cost(name: str, price: int, credits: int) -> Msg:
    """``Public Works costs 5 credits; you have 4.``"""
    return Msg(
        "new_frontiers.refusal.cost",
        "{name} costs {price} credit{s}; you have {credits}.",
        name=name,
        price=price,
        s=plural_s(price),
        credits=credits,
    )


def _same(world: World, other: str) -> Msg:
    return Msg(
        "new_frontiers.refusal.same_colour",
        "{name}'s {colour} good is the same as the one offered: type `{notation}`.",
        name=world.name,
        colour=colour(str(world.colour)),
        notation=f"windfall {other}",
    )


def _windfall(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str | None:
    if world_id not in pack.world_index:
        return _no_world(world_id)
    world, holder = pack.world(world_id), state.seats[seat]
    if world_id not in holder.worlds or world.kind != "windfall":
        return Msg(
            "new_frontiers.refusal.not_windfall",
            "{name} is not one of your windfall worlds.",
            name=world.name,
        )
    if world_id in holder.goods:
        return Msg(
            "new_frontiers.refusal.has_good", "{name} already carries a good.", name=world.name
        )
    offered = empty_windfalls(pack, state, seat, world.colour)
    if not offered:
        return Msg(
            "new_frontiers.refusal.supply_out",
            "No {colour} goods are left in the supply.",
            colour=colour(str(world.colour)),
        )
    return _same(world, offered[0])


def _trade(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> str | None:
    if state.consuming[seat].traded:
        return Msg(
            "new_frontiers.refusal.traded",
            "Your trade step is over; consume with your powers now (`consume …`).",
        )
    return _held(pack, state, seat, world_id, goods=True)


def _consume(pack: Pack, state: NewFrontiersState, seat: int, args: list[str]) -> str | None:
    holder = state.seats[seat]
    if not state.consuming[seat].traded:
        return Msg(
            "new_frontiers.refusal.trade_first",
            "Trade first (`trade nothing` or `trade w-…`), then consume.",
        )
    if len(args) < 2:
        return shape("consume")
    source, worlds = args[0], args[1:]
    found = pack.by_id.get(source)
    if found is None or isinstance(found, Goal):
        return Msg(
            "new_frontiers.refusal.no_source",
            "There is no world or development `{id}`.",
            id=source,
        )
    if source not in (*holder.worlds, *holder.developments):
        return Msg("new_frontiers.refusal.not_owned", "You have no {name}.", name=found.name)
    if not any(p.effect == "consume" for p in found.powers):
        return Msg(
            "new_frontiers.refusal.no_power", "{name} has no consume power.", name=found.name
        )
    if source in state.consuming[seat].used:
        return Msg(
            "new_frontiers.refusal.used",
            "You have used the consume power of {name} in this Trade/Consume.",
            name=found.name,
        )
    return _goods(pack, state, seat, found.name, source, worlds)


def _goods(
    pack: Pack, state: NewFrontiersState, seat: int, name: str, source: str, worlds: list[str]
) -> str | None:
    """The goods a consume power takes: the seat's, of its colour, as many as it can."""
    power = consume_power(pack, source)
    for world_id in worlds:
        if refused := _held(pack, state, seat, world_id, goods=True):
            return refused
        if power.colour not in (None, pack.world(world_id).colour):
            return Msg(
                "new_frontiers.refusal.wrong_colour",
                "{name} consumes only {colour} goods; {world}'s good is {other}.",
                name=name,
                colour=colour(power.colour or ""),
                world=pack.world(world_id).name,
                other=colour(str(pack.world(world_id).colour)),
            )
    matching = [w for w in state.seats[seat].goods if power.colour in (None, pack.world(w).colour)]
    need = min(power.goods, len(matching))
    if len(set(worlds)) != len(worlds) or len(worlds) != need:
        return Msg(
            "new_frontiers.refusal.goods_count",
            "{name} takes {need} of your goods now (as many matching goods as it can, up to "
            "{most}); a world gives one good.",
            name=name,
            need=need,
            most=power.goods,
        )
    return None


def _keep(pack: Pack, state: NewFrontiersState, seat: int, goal: str) -> str | None:
    return Msg(
        "new_frontiers.refusal.not_drawn_goal",
        "`{id}` is not one of the goals you drew.",
        id=goal,
    )


def _keep_under(state: NewFrontiersState, seat: int, args: list[str]) -> str | None:
    """``keep g-03 g-07 g-01``: a goal drawn, then the other two in the order they go under."""
    drawn = state.seats[seat].drawn
    if args[0] not in drawn:
        return _keep(load(state.pack), state, seat, args[0])
    rest = [g for g in drawn if g != args[0]]
    if args[1:] == rest:
        return Msg(
            "new_frontiers.refusal.keep_drawn",
            "That is the order drawn: type `keep {id}`.",
            id=args[0],
        )
    return Msg(
        "new_frontiers.refusal.keep_under",
        "After the goal you keep, name the other goals you drew, each once, in the order they go "
        "under the stack (`keep {id}` keeps the order drawn).",
        id=args[0],
    )


def _reveal(pack: Pack, state: NewFrontiersState, seat: int, whose: str) -> str | None:
    return shape("reveal")


_CHECKS = {
    "empire": _empire,
    "select": _select,
    "take": _take,
    "return": _return,
    "develop": _develop,
    "settle": _settle,
    "windfall": _windfall,
    "trade": _trade,
    "keep": _keep,
    "reveal": _reveal,
}
