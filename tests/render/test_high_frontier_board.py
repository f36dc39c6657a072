"""The High Frontier board (render/high_frontier): the map window draws Rockets, outposts and
the last flight where the graph puts them; the page holds the close-ups it can within the kit's
height and names them; the private picture lists the Hand (docs/rules/high-frontier.md §5, §8).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import render.high_frontier as board
from render.common.palette import LAST_MOVE, seat_colour
from render.high_frontier.board import MAX_HEIGHT
from render.high_frontier.geometry import at
from render.high_frontier.mapview import OVERVIEW, Window, draw_window
from rules.high_frontier import GAME
from rules.high_frontier.state import Flight, HighFrontierState, Rocket
from rules.high_frontier.views import PublicView, SeatView
from tests.render.render_states import seat_names
from tests.render.type_sizes import recorded_type_sizes

BENNU_RUN = ["n90", "n91", "n95", "n111", "n116", "n117", "n7", "n33", "n87", "n1372", "n1373"]


def _public(state: HighFrontierState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


def _table(seats: int, places: Sequence[str | None], *, flown: bool) -> HighFrontierState:
    """A new game with Rockets (the Crew card alone) put on ``places``; seat 0 holds a Claim
    and a Factory at Mercury North Pole; with ``flown``, seat 0 last flew LEO → Bennu."""
    state = GAME.setup(seats, seed="board-test")
    for player, place in zip(state.players, places, strict=False):
        if place is not None:
            player.rocket = Rocket(cards=[player.crew], at=place, dry="4", wet="9")
    state.players[0].claims = ["mercury_north_pole", "bennu"]
    state.players[0].factories = ["mercury_north_pole"]
    if flown:
        state.flight = Flight(seat=0, year=0, path=[*BENNU_RUN, "n1375"])
        state.last = "{p0} flies n90 → n1375."
    return state


def _drawn(state: HighFrontierState) -> tuple[Any, list[str]]:
    view = _public(state)
    with recorded_type_sizes() as drawn:
        image = board.draw(view, names=seat_names(state.num_players))
    return image, [text for _, text in drawn]


def test_the_map_puts_each_rocket_and_the_last_flight_where_the_graph_does() -> None:
    state = _table(3, ["n345", "n1375", None], flown=True)
    tile = draw_window(_public(state), Window(OVERVIEW, 0, 0, OVERVIEW, 768))
    for seat, space in ((0, "n345"), (1, "n1375")):
        x, y = at(space, OVERVIEW)
        # the marker sits just above its space (radius 13 at the overview's scale)
        assert tile.getpixel((round(x), round(y - 13))) == seat_colour(seat)
    x, y = at("n117", OVERVIEW)
    assert tile.getpixel((round(x), round(y))) == LAST_MOVE


def test_the_last_flight_gets_a_close_up_named_by_its_ends() -> None:
    image, texts = _drawn(_table(2, ["n1375", "n90"], flown=True))
    assert "Last flight: Ana, LEO (n90) → Bennu (n1375)" in texts
    assert image.width == 1200 and image.height <= MAX_HEIGHT


def test_rockets_far_apart_get_a_close_up_each_near_ones_share_one() -> None:
    # Mercury North Pole, Triton (Neptune), LEO and the next space (near: one close-up)
    image, texts = _drawn(_table(4, ["n345", "n90", "n91", "n752"], flown=False))
    assert "Ana · Mercury North Pole" in texts
    # one close-up for both, its title cut to the tile's width
    assert any(t.startswith("Bartholomew the Great, C") for t in texts), texts
    assert image.height <= MAX_HEIGHT


def test_five_seats_stay_within_the_height_and_say_what_is_left_out() -> None:
    places = ["n345", "n90", "n1375", "n752", "n96"]
    image, texts = _drawn(_table(5, places, flown=True))
    assert image.height <= MAX_HEIGHT
    shown = [t for t in texts if t.startswith(("Last flight:", "more Rocket"))]
    assert shown[0].startswith("Last flight: Ana")


def test_the_private_picture_lists_the_hand_and_the_board_does_not() -> None:
    state = _table(2, [None, None], flown=False)
    state.players[0].hand = ["thruster-01"]
    with recorded_type_sizes() as drawn:
        seat_view = GAME.view(state, 0)
        assert isinstance(seat_view, SeatView)
        board.draw_private(seat_view, name="Ana")
    assert any(text.startswith("Ablative Plate (thrusters, mass 1") for _, text in drawn)
    _, public = _drawn(state)
    assert not any("Ablative Plate" in text for text in public)
    assert "Ablative Plate" not in board.text_board(_public(state), names=["A", "B"])


def test_a_card_aboard_that_is_not_operational_is_marked() -> None:
    """The raygun's 2 Therms: marked on the board and in the alt text until a radiator is
    aboard (docs/rules/high-frontier.md §10)."""
    raygun = "Solar-Pumped MHD Exciplex Laser"
    state = _table(2, ["n90", None], flown=False)
    rocket = state.players[0].rocket
    assert rocket is not None
    rocket.cards.append("robonaut-11")
    _, drawn = _drawn(state)
    assert "not operational: needs a radiator for 2 Therms" in " ".join(drawn)  # wrapped
    marked = f"{raygun} (not operational: needs a radiator for 2 Therms)"
    assert marked in board.text_board(_public(state), names=["A", "B"])
    rocket.cards.append("radiator-07-black")  # Tin Droplet: 3 Therms
    _, drawn = _drawn(state)
    assert any(raygun in text for text in drawn)
    assert not any("not operational" in text for text in drawn)


def test_a_radiator_turned_light_is_marked() -> None:
    state = _table(2, ["n90", None], flown=False)
    rocket = state.players[0].rocket
    assert rocket is not None
    rocket.cards.append("radiator-01-light")  # Bubble Membrane, ablated (CR E7d)
    assert "Bubble Membrane (light)" in board.text_board(_public(state), names=["A", "B"])


def test_the_end_board_shows_the_final_scores_with_their_breakdown() -> None:
    """§16: once over, each seat's VP by source (tokens, Factories, glory) and Aquas."""
    state = _table(2, ["n90", None], flown=False)
    state.phase = "over"
    state.players[1].glory = 3
    view = _public(state)
    assert view.final and not _public(_table(2, ["n90", None], flown=False)).final
    _, drawn = _drawn(state)
    text = " ".join(drawn)
    assert "Final score" in drawn and "3 VP" in drawn and "14 VP" in text
    assert "0 tokens · 0 Factories · 0 Colonies · 3 glory" in drawn
    assert "4 tokens · 10 Factories · 0 Colonies · 0 glory" in drawn  # Claims, Factory, Rocket
    described = board.text_board(view, names=["A", "B"])
    assert "## Final score" in described and "- B: 3 VP (0 tokens" in described


def test_a_solo_end_board_says_whether_the_target_was_met() -> None:
    """§16, the Altruism variant: the verdict on the VP target heads the final score."""
    state = GAME.setup(1, seed="end", options={"altruism": "short"})
    state.phase = "over"
    player = state.players[0]
    player.rocket, player.claims, player.factories, player.glory = None, [], [], 2
    _, drawn = _drawn(state)
    assert any("not every seat has reached the target" in text for text in drawn)
