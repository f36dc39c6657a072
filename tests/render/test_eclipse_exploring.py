"""Exploring shows the tile (issue #27 item 1): the board draws a strip with one candidate per
legal turn of the drawn sector, each labelled with the ``place`` argument, and marks the
wormholes each turn links."""

from __future__ import annotations

import render
from render.eclipse import exploring
from rules import GAMES
from rules.eclipse.views import PublicView
from tests.render.type_sizes import recorded_type_sizes, under_the_floor

GAME = GAMES["eclipse"]


def _exploring() -> tuple[object, int]:
    state = GAME.setup(3, seed="guide")
    seat = min(GAME.to_act(state))
    state = GAME.apply(state, seat, GAME.parse_action(state, seat, "explore")).state
    where = next(
        GAME.describe_action(state, seat, a)
        for a in GAME.legal_actions(state, seat)
        if GAME.describe_action(state, seat, a).startswith("explore ")
    )
    return GAME.apply(state, seat, GAME.parse_action(state, seat, where)).state, seat


def test_every_legal_turn_is_drawn_with_its_place_argument() -> None:
    state, seat = _exploring()
    turns = {
        GAME.describe_action(state, seat, a).removeprefix("place ")
        for a in GAME.legal_actions(state, seat)
        if GAME.describe_action(state, seat, a).startswith("place ")
    }
    assert turns
    with recorded_type_sizes() as drawn:
        png = render.board_png("eclipse", GAME.view(state, None), names=["Ana", "Ben", "Cy"])
    said = {text for _, text in drawn}
    assert {f"turn {t}" for t in turns} <= said
    assert any(text.startswith("Exploring ") for text in said)
    assert under_the_floor(drawn, 1200) is None
    assert png


def test_each_turn_marks_the_wormholes_it_links() -> None:
    state, _ = _exploring()
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    [(sector, turns)] = exploring.drawn(view)
    pending = view.pending
    assert pending is not None
    where = (int(str(pending["q"])), int(str(pending["r"])))
    for turn in turns:
        linked = exploring.links(view, exploring.candidate(sector, where, turn))
        assert linked, turn


def test_no_strip_once_the_sector_is_placed() -> None:
    state, seat = _exploring()
    state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    with recorded_type_sizes() as drawn:
        render.board_png("eclipse", GAME.view(state, None), names=["Ana", "Ben", "Cy"])
    assert not any(text.startswith(("Exploring ", "turn ")) for _, text in drawn)
