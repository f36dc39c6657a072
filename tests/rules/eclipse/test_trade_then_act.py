"""Trade, then act (issue #27 item 4; docs/rules/eclipse.md §1 trading at the species' rate, §4
activations, §6 Research, §8 Build): an activation the seat can pay for once it trades is
offered, the trades are made as part of it, and an action never ends silently with activations
left. The bot counts a trade's cost against its upkeep before it takes such an activation."""

from __future__ import annotations

import random

from rules.eclipse import board, botplan, labels, text, turn
from rules.eclipse.actions import Build, Done, Research, Start
from rules.eclipse.state import EclipseState
from tests.rules.eclipse.game_helpers import GAME, home, table


def _research_turn(science: int, money: int, materials: int) -> tuple[EclipseState, int]:
    """A Terran (trade 2:1) research action with Fusion Drive (4 science) in the tray."""
    state = table(2, seed="trade-then-act")
    seat = state.current
    state.tray["fusion_drive"] = 1
    state.seats[seat].storage.update(science=science, money=money, materials=materials)
    return GAME.apply(state, seat, Start(kind="research")).state, seat


def test_a_research_paid_by_trading_is_offered_and_trades_first() -> None:
    state, seat = _research_turn(science=2, money=9, materials=1)
    assert board.trade_ratio(state, seat) == 2
    wanted = Research(tech="fusion_drive")
    assert wanted in turn.options(state, seat)
    label = labels.label(state, seat, wanted)
    assert label == "Research Fusion Drive for 4 science, trading 4 money for 2 science first"
    step = GAME.apply(state, seat, wanted)
    assert step.state.seats[seat].techs["nano"] == ("fusion_drive",)
    storage = step.state.seats[seat].storage
    assert (storage["science"], storage["money"], storage["materials"]) == (0, 5, 1)
    traded = [e for e in step.events if e.kind == "Traded"]
    assert len(traded) == 2 and step.events.index(traded[-1]) < next(
        i for i, e in enumerate(step.events) if e.kind == "Researched"
    )


def test_the_research_action_is_offered_when_only_trading_pays_for_it() -> None:
    state = table(2, seed="trade-then-act")
    seat = state.current
    state.tray = {"fusion_drive": 1}
    state.rare = []
    state.seats[seat].storage.update(science=0, money=8, materials=0)
    assert Start(kind="research") in turn.options(state, seat)
    state.seats[seat].storage.update(money=7)  # 3 science at most: not even trading
    assert Start(kind="research") not in turn.options(state, seat)


def test_a_build_paid_by_trading_trades_from_the_largest_stock() -> None:
    state = table(2, seed="trade-then-act")
    seat = state.current
    state = GAME.apply(state, seat, Start(kind="build")).state
    state.seats[seat].storage.update(materials=3, money=4, science=6)
    mine = home(state, seat).id
    cruiser = Build(what="cruiser", sector=mine)  # 5 materials: 2 short
    assert cruiser in turn.options(state, seat)
    after = GAME.apply(state, seat, cruiser).state
    storage = after.seats[seat].storage
    # 2 science (6 > 4 money), then 2 money (4 each: money first on a tie)
    assert (storage["materials"], storage["science"], storage["money"]) == (0, 4, 2)


def test_an_action_ending_with_activations_left_says_so() -> None:
    state = table(2, seed="trade-then-act")
    seat = state.current
    state = GAME.apply(state, seat, Start(kind="build")).state
    state.seats[seat].storage.update(materials=5, money=0, science=1)
    step = GAME.apply(state, seat, Build(what="cruiser", sector=home(state, seat).id))
    assert step.state.turn is None
    ended = [e for e in step.events if e.kind == "ActionEnded"]
    assert [str(e.text) for e in ended] == [
        text.ACTION_ENDED.format(seat=seat, kind="build", left=1, s="")
    ]


def test_the_bot_does_not_trade_away_the_money_its_upkeep_needs() -> None:
    """6 discs left on the track: 4 money traded for science would leave upkeep unpaid (§14.2,
    the bankruptcy the seeded bot game once hit)."""
    state, seat = _research_turn(science=2, money=4, materials=0)
    state.tray, state.rare = {"fusion_drive": 1}, []
    state.seats[seat].discs = 6
    assert botplan.spare_discs(state, seat) >= 0 > botplan.spare_discs(state, seat, 4)
    assert Research(tech="fusion_drive") in turn.options(state, seat)
    assert GAME.bot_action(state, seat, random.Random(0)) == Done()
    state.seats[seat].discs = 8  # upkeep paid even after the trades
    assert GAME.bot_action(state, seat, random.Random(0)) == Research(tech="fusion_drive")
