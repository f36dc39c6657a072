"""Trade/Consume (docs/rules/new-frontiers.md §3): each seat may trade one good for credits
(novelty 1, rare 2, genes 3, alien 4, plus its Trade powers), then consumes with its consume
powers; the selector first gains 1 VP.

The window asks every seat at once (nothing shared limits a seat's choices). Consuming is
compulsory: while a consume power not used this action can take a good, the seat must use one;
it chooses which power next and which goods, so an order may leave goods unconsumed. A power
takes as many matching goods as it can, up to its number (decided). The player chooses which
good is traded (any one: 「交易:可以將一個貨物按照此價格販賣」) and which goods each consume
power takes (「玩家自己決定貨物要用哪個強化能力賣出」), so every good and every set of matching
goods is an option: goods of one colour are alike in value, but the world they leave matters (a
production world produces again, a windfall world does not). The stated default is ``trade
nothing``, then the largest reward first; standing choices (``prefer trade best|nothing``,
``prefer consume auto``) answer for a seat without a question.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from rules.core.events import public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow, Settler
from rules.core.wording import plural_s
from rules.new_frontiers.actions import Action, Consume, Trade
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import TRADE_PRICE, Goal, Pack, Power, load
from rules.new_frontiers.powers import action_order, gain_vp, powers, take_good
from rules.new_frontiers.state import Consuming, NewFrontiersState
from rules.new_frontiers.words import article, credits_text, who
from rules.new_frontiers.words import colour as colour_name


def start(ctx: Ctx) -> None:
    """The selector's VP, then the window for every seat."""
    state = ctx.state
    assert state.selector is not None
    gain_vp(state, state.selector, 1)
    bonus = Msg("new_frontiers.event.trade_bonus", "{seat} gained 1 VP.", seat=who(state.selector))
    ctx.emit(public_event("TradeBonus", bonus))
    order = action_order(state)
    state.consuming = {seat: Consuming() for seat in order}
    state.window = DecisionWindow.open("trade", order)


def price(pack: Pack, state: NewFrontiersState, seat: int, world_id: str) -> int:
    """Credits for trading the good on ``world_id``: its colour's price plus Trade powers."""
    colour = pack.world(world_id).colour
    assert colour is not None
    bonus = sum(
        p.amount
        for _, p in powers(pack, state.seats[seat], "trade", "credits")
        if p.colour in (None, colour)
    )
    return TRADE_PRICE[colour] + bonus


def by_price(pack: Pack, state: NewFrontiersState, seat: int) -> list[str]:
    """``seat``'s worlds with a good, the cheapest trade first (in the order the goods were
    placed among equals)."""
    return sorted(state.seats[seat].goods, key=lambda w: price(pack, state, seat, w))


def consume_options(pack: Pack, state: NewFrontiersState, seat: int) -> list[Consume]:
    """Every use of an unused consume power on matching goods: each set of as many matching
    goods as it takes."""
    holder = state.seats[seat]
    used = state.consuming[seat].used
    found: list[Consume] = []
    for source, power in powers(pack, holder, "consume", "consume"):
        if source in used:
            continue
        matching = [w for w in holder.goods if power.colour in (None, pack.world(w).colour)]
        taken = min(power.goods, len(matching))
        if taken:
            found += [Consume(power=source, worlds=c) for c in combinations(matching, taken)]
    return found


def reward(pack: Pack, action: Consume) -> tuple[int, int]:
    """(VP, credits) the consume ``action`` gives."""
    power = consume_power(pack, action.power)
    return power.vp * len(action.worlds), power.credits * len(action.worlds)


def consume_power(pack: Pack, source: str) -> Power:
    """The consume power of tile ``source``."""
    tile = pack.by_id[source]
    assert not isinstance(tile, Goal)
    return next(p for p in tile.powers if p.effect == "consume")


class TradeRules:
    """A seat's answers in the Trade/Consume window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """The trade step's choices, then the consume choices, largest reward first."""
        pack = load(state.pack)
        if not state.consuming[seat].traded:
            return [Trade(), *(Trade(world=w) for w in by_price(pack, state, seat))]
        found = consume_options(pack, state, seat)
        return sorted(found, key=lambda a: [-x for x in reward(pack, a)])

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """``trade nothing``, then the largest reward first."""
        return self.options(state, seat)[0]

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """``prefer trade best|nothing`` and ``prefer consume auto``."""
        prefs = state.seats[seat].prefs
        if not state.consuming[seat].traded:
            if prefs.trade == "ask":
                return None
            options = self.options(state, seat)
            return {"best": options[-1], "nothing": options[0]}[prefs.trade]
        if prefs.consume != "auto":
            return None
        options = self.options(state, seat)
        return options[0] if options else None


TRADE = TradeRules()


def answer(ctx: Ctx, seat: int, action: Action) -> None:
    """Apply ``seat``'s trade or consume; it leaves the window once it has nothing to consume."""
    state, pack = ctx.state, ctx.pack
    holder = state.seats[seat]
    if isinstance(action, Trade):
        state.consuming[seat].traded = True
        if action.world is not None:
            credits = price(pack, state, seat, action.world)
            colour = take_good(pack, state, seat, action.world)
            holder.credits += credits
            traded = Msg(
                "new_frontiers.event.traded",
                "{seat} traded {a} {colour} good for {credits} credit{s}.",
                seat=who(seat),
                a=article(colour),
                colour=colour_name(colour),
                credits=credits,
                s=plural_s(credits),
            )
            ctx.emit(public_event("Traded", traded))
    elif isinstance(action, Consume):
        state.consuming[seat].used.append(action.power)
        vp, credits = reward(pack, action)
        for world_id in action.worlds:
            take_good(pack, state, seat, world_id)
        gain_vp(state, seat, vp)
        holder.credits += credits
        gains: list[str] = [Msg("new_frontiers.gain.vp", "{n} VP", n=vp)]
        if credits:
            gains.append(credits_text(credits))
        consumed = Msg(
            "new_frontiers.event.consumed",
            "{seat} consumed {count} good{s} for {gains}.",
            seat=who(seat),
            count=len(action.worlds),
            s=plural_s(len(action.worlds)),
            gains=tuple(gains),
        )
        ctx.emit(public_event("Consumed", consumed))
    window = state.window
    assert window is not None
    if state.consuming[seat].traded and not consume_options(pack, state, seat):
        window.record(seat)


def progress(ctx: Ctx) -> bool:
    """Answer what needs no question; True once every seat has traded and consumed."""
    state = ctx.state
    window = state.window
    assert window is not None
    for seat in list(window.pending):
        if state.consuming[seat].traded and not consume_options(ctx.pack, state, seat):
            window.record(seat)
    Settler(TRADE, lambda _, seat, action: answer(ctx, seat, action)).settle(state, window)
    return window.is_closed
