"""Eclipse positions are named on the board (issue #27 item 2): every empty position some seat
may explore is drawn with the ``q,r`` that ``explore`` takes, and typing it explores there."""

from __future__ import annotations

import render
from rules import GAMES
from rules.eclipse.views import PublicView
from tests.render.type_sizes import recorded_type_sizes, under_the_floor

GAME = GAMES["eclipse"]


def test_every_explorable_position_is_drawn_with_what_explore_takes() -> None:
    state = GAME.setup(3, seed="guide")
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    seat = min(GAME.to_act(state))
    state = GAME.apply(state, seat, GAME.parse_action(state, seat, "explore")).state
    mine = {
        GAME.describe_action(state, seat, a).removeprefix("explore ")
        for a in GAME.legal_actions(state, seat)
        if GAME.describe_action(state, seat, a).startswith("explore ")
    }
    shown = {f"{q},{r}" for q, r in view.explorable}
    assert mine and mine <= shown
    drawn_as = {label.replace("-", "\u2212") for label in shown}  # the long minus
    with recorded_type_sizes() as drawn:
        render.board_png("eclipse", view, names=["Ana", "Ben", "Cy"])
    assert drawn_as <= {text for _, text in drawn}
    assert under_the_floor(drawn, 1200) is None
    where = sorted(mine)[0].replace("-", "\u2212")  # typed as drawn
    assert GAME.parse_action(state, seat, f"explore {where}") in GAME.legal_actions(state, seat)
