"""Which rule applies each High Frontier action (docs/rules/high-frontier.md §4 "A turn"): the
engine frame's router (:attr:`rules.core.engine.Engine.router`), one handler per action type,
each in the module that holds its rule."""

from __future__ import annotations

from typing import Any

from rules.core.engine import Handler
from rules.high_frontier import (
    air_eater,
    auction,
    budget,
    cargo,
    colony,
    dirt,
    felony,
    flight,
    fogg,
    glitch,
    heroism,
    operations,
    production,
    prospecting,
    quickstart,
    sides,
    stacks,
    year,
)
from rules.high_frontier.actions import (
    Ask,
    Award,
    Bid,
    Boost,
    Colonize,
    Consent,
    Deliver,
    Dirt,
    Discard,
    Done,
    FactoryRefuel,
    Fly,
    Fogg,
    Fuel,
    Income,
    Industrialize,
    Jettison,
    Jump,
    Launch,
    Load,
    Nominate,
    Pass,
    Produce,
    Prospect,
    Refuel,
    Repair,
    Research,
    Revive,
    Sell,
    Side,
    Take,
    Unload,
    Vote,
)

ROUTER: dict[Any, Handler] = {
    Income: lambda step, _: operations.income(step),
    Research: auction.research,
    Bid: auction.answer,
    Pass: lambda step, _: auction.answer(step, None),
    Award: auction.award,
    Discard: budget.answer,
    Nominate: heroism.nominate,
    Vote: heroism.vote,
    Side: sides.answer,
    Sell: lambda step, action: (
        quickstart.sell_back(step, action)
        if step.state.phase == "sellback"
        else production.sell_black(step, action)
        if stacks.is_black(action.card)
        else operations.sell(step, action)
    ),
    Take: quickstart.take,
    FactoryRefuel: production.factory_refuel,
    Produce: production.produce,
    Deliver: production.deliver,
    Boost: operations.boost,
    Prospect: prospecting.prospect,
    Industrialize: lambda step, _: operations.industrialize(step),
    Refuel: lambda step, action: (
        air_eater.refuel(step, action)
        if air_eater.tanks(step.state, step.seat)
        else operations.refuel(step)
    ),
    Fogg: fogg.refuel,
    Dirt: lambda step, action: dirt.refuel(step, action.tanks),
    Revive: lambda step, _: prospecting.revive(step),
    Launch: lambda step, _: operations.launch(step),
    Fuel: lambda step, action: cargo.pump(step, action.aquas),
    Load: cargo.load,
    Unload: cargo.unload,
    Jettison: cargo.jettison,
    Repair: glitch.repair,
    Fly: flight.fly,
    Colonize: lambda step, _: colony.colonize(step),
    Jump: lambda step, _: felony.jump(step),
    Ask: felony.ask,
    Consent: felony.answer,
    Done: lambda step, _: (
        quickstart.done(step) if step.state.phase == "sellback" else year.end_turn(step)
    ),
}
