"""Exploring shows the tile (issue #27 item 1): the board draws a strip with one candidate per
legal turn of the drawn sector, each labelled with the ``place`` argument, and marks the
wormholes each turn links."""

from __future__ import annotations

from PIL import Image, ImageDraw

import render
from render.common.palette import GOOD
from render.eclipse import exploring
from render.eclipse.sector import TYPE
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


def test_a_north_link_bar_stays_clear_of_the_sector_number() -> None:
    """The number is drawn under the north edge (``draw_sector``: 50/80 of the radius above the
    centre, type 28 px); a link bar on that edge starts at the edge, above it."""
    radius, centre = exploring.STRIP_RADIUS, (150, 150)
    image = Image.new("RGB", (300, 300), "white")
    exploring.draw_links(ImageDraw.Draw(image), centre, radius, [0])
    number_y = centre[1] - round(50 * radius / 80)
    box = (centre[0] - 30, number_y - TYPE // 2, centre[0] + 30, number_y + TYPE // 2)
    green = [
        (x, y)
        for x in range(box[0], box[2])
        for y in range(box[1], box[3])
        if image.getpixel((x, y)) == GOOD
    ]
    assert green == []
    assert any(image.getpixel((centre[0], y)) == GOOD for y in range(0, box[1]))


def test_a_draco_candidate_reads_as_typed() -> None:
    """Descendants of Draco with two sectors drawn (docs/rules/eclipse.md §5 step 2): each cell
    reads ``place <turn> <sector>``, the move as it is typed."""
    state = GAME.setup(2, seed="draco")
    seat = min(GAME.to_act(state))
    state.seats[seat].side = "descendants_of_draco"
    state = GAME.apply(state, seat, GAME.parse_action(state, seat, "explore")).state
    where = next(
        a
        for a in GAME.legal_actions(state, seat)
        if GAME.describe_action(state, seat, a).startswith("explore ")
    )
    state = GAME.apply(state, seat, where).state
    state = GAME.apply(state, seat, GAME.parse_action(state, seat, "draw")).state
    typed = {
        GAME.describe_action(state, seat, a)
        for a in GAME.legal_actions(state, seat)
        if GAME.describe_action(state, seat, a).startswith("place ")
    }
    with recorded_type_sizes() as drawn:
        render.board_png("eclipse", GAME.view(state, None), names=["Ana", "Ben"])
    said = {text for _, text in drawn}
    assert typed and typed <= said
