"""Space ids on the High Frontier map windows and the Rocket's net thrust on its seat line
(issue #28 item 2; render/high_frontier/space_ids.py, render/high_frontier/labels.py): a route
can be typed from the close-ups, every id legible at phone width, and the seat line's thrust is
the Rocket's own with its thruster named (docs/rules/high-frontier.md §8, §8.2)."""

from __future__ import annotations

import render.high_frontier as board
from render.high_frontier import seats
from render.high_frontier.board import FLIGHT_TILE, ROCKET_TILE, _flight_window
from render.high_frontier.geometry import LABEL, at, name_boxes, overlap
from render.high_frontier.mapview import OVERVIEW, ZOOM, Window, space_ids
from render.high_frontier.space_ids import IdLabel
from rules.high_frontier import GAME
from rules.high_frontier.state import Flight, HighFrontierState
from rules.high_frontier.views import PublicView
from tests.render.type_sizes import floor_px, recorded_type_sizes
from tests.rules.high_frontier.felony_table import BATTERY, COOLER, NASA, aboard, seated

BENNU_RUN = ["n90", "n91", "n95", "n111", "n116", "n117", "n7", "n33", "n87", "n1372", "n1373"]
HALL = "thruster-04"  # Hall Effect: thrust 3, needs an electric generator
NB = "\u00a0"  # joins a mixed number's parts (rules/high_frontier/strip_text.py)


def _view(state: HighFrontierState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


def _flown() -> HighFrontierState:
    """Seat 0's Rocket on Bennu after the flight from LEO, seat 1's at LEO."""
    state = seated(NASA, NASA)
    aboard(state, 0, "n1375", [NASA[0]], "9")
    aboard(state, 1, "n90", [NASA[0]], "9")
    state.flight = Flight(seat=0, year=0, path=[*BENNU_RUN, "n1375"])
    return state


def _legible(labels: list[IdLabel], window: Window) -> None:
    """Every chip inside the window, clear of the others and of the map's names."""
    names = [
        (a - window.left, b - window.top, c - window.left, d - window.top)
        for (a, b, c, d), _, _ in name_boxes(window.scale)
    ]
    for index, label in enumerate(labels):
        left, top, right, bottom = label.box
        assert left >= 0 and top >= 0 and right <= window.width and bottom <= window.height
        assert bottom - top >= LABEL
        assert not any(overlap(label.box, other.box) for other in labels[index + 1 :])
        assert not any(overlap(label.box, box) for box in names)


def test_a_rocket_close_up_names_its_space_and_the_next_ones() -> None:
    view = _view(_flown())
    window = Window.around([at("n90", ZOOM)], ZOOM, ROCKET_TILE)
    labels = space_ids(view, window)
    named = [label.space for label in labels]
    assert named[0] == "n90"  # where the Rocket stands, first
    assert "n91" in named  # a next space: `fly n90 n91 …` can be typed
    _legible(labels, window)


def test_the_flight_close_up_names_the_route_ends_and_the_overview_only_rockets() -> None:
    view = _view(_flown())
    route = (*BENNU_RUN, "n1375")
    window = _flight_window(route)
    named = [label.space for label in space_ids(view, window)]
    assert named[:2] == ["n1375", "n90"] or named[0] == "n1375"
    assert len(set(named) & set(route)) >= 4
    _legible(space_ids(view, window), window)
    overview = Window(OVERVIEW, 0, 0, OVERVIEW, 768)
    assert {label.space for label in space_ids(view, overview)} == {"n1375", "n90"}
    assert window.width == FLIGHT_TILE[0]


def test_the_board_draws_the_ids_at_phone_width() -> None:
    """28 px type on the 1200 px page: 9 px and more when a phone shows it 400 px wide."""
    with recorded_type_sizes() as drawn:
        image = board.draw(_view(_flown()), names=["A", "B"])
    assert image.width == 1200
    ids = [(size, text) for size, text in drawn if text in ("n90", "n1375", "n91")]
    assert {text for _, text in ids} >= {"n90", "n1375"}
    assert all(size >= floor_px(image.width) for size, _ in ids)


def test_the_seat_line_shows_the_rockets_net_thrust_with_each_thruster() -> None:
    """NASA's Crew prints thrust 14; at Wet 24 the Rocket's weight class takes 2 (§8.2), and
    a Hall Effect with its battery (cooled) flies too: both named, the highest first."""
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], HALL, BATTERY, COOLER], "24")
    view = _view(state)
    said = "net thrust 12 with NASA Astronauts, 1 with Hall Effect"
    rocket = view.players[0].rocket
    assert rocket is not None and rocket.thrusters == [("NASA Astronauts", 12), ("Hall Effect", 1)]
    assert said in board.text_board(view, names=["A", "B"])
    with recorded_type_sizes() as drawn:
        board.draw(view, names=["A", "B"])
    seat_line = " ".join(text for _, text in drawn if "Rocket at" in text or "Hall" in text)
    assert "net thrust 12 with NASA Astronauts" in seat_line and "thrust 14" not in seat_line


def test_the_seat_line_keeps_every_figure_whole() -> None:
    """A Rocket with several thrusters at Wet 8 1/2: the panel wraps its line, never cutting a
    figure or ending it with an ellipsis; the Wet chit reads as one mixed number."""
    state = seated(NASA, NASA)
    aboard(state, 0, "n90", [NASA[0], HALL, BATTERY, COOLER, "thruster-03", "thruster-06"], "17/2")
    view = _view(state)
    lines = seats.block(view, ["A", "B"], 0).lines
    rocket_lines = lines[: next(i for i, line in enumerate(lines) if line.startswith("Aboard"))]
    joined = " ".join(rocket_lines)
    assert "…" not in joined and f"Wet{NB}8{NB}1/2" in joined
    assert not any(line.endswith(("8", "Wet")) for line in rocket_lines)
