"""New Frontiers' pictures at phone width and the tiles' powers on every public surface (issue #26
items 1 and 5): the seat panels and the development mat read 9 px tall at 400 px wide, the board
stays within 2.5 × its width, and "what does d-05 do" is answered by the text board, the
picture's mat or a seat's private summary in the words ``/card`` uses."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image, ImageDraw

import render
from render.common.fonts import face_font
from render.new_frontiers import labels
from rules.core.text import render as fill
from rules.new_frontiers import GAME
from rules.new_frontiers.pack import Development, World, load
from rules.new_frontiers.reference import entries
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.summary import private_summary
from rules.new_frontiers.text import empire_prompt, power_short, power_text
from rules.new_frontiers.views import DevView, PrivateView, PublicView, WorldView
from tests.render.render_states import bot_states, play, seat_names
from tests.render.type_sizes import PHONE_FLOOR_PX, PHONE_WIDTH_PX, recorded_type_sizes

KEY = "new_frontiers"


def _english(text: str) -> str:
    return fill(text, lambda _: None)


@cache
def _shown_height(size: int, width: int) -> int:
    """The ink height in px of a capital and digits drawn at ``size`` px in an image ``width``
    px wide, once that image is scaled to the phone's 400 px (rows of the scaled glyphs at least
    half covered)."""
    face = face_font("Hans", size)
    mask = Image.new("L", (size * 6, size * 2), 0)
    ImageDraw.Draw(mask).text((size // 2, size // 3), "H80", font=face, fill=255)
    scale = PHONE_WIDTH_PX / width
    small = mask.resize(
        (round(mask.width * scale), round(mask.height * scale)), Image.Resampling.LANCZOS
    )
    box = small.point(lambda v: 255 if v >= 128 else 0).getbbox()
    return box[3] - box[1] if box else 0


def _panels_and_mat(view: PublicView, players: int) -> tuple[int, list[tuple[int, str]]]:
    """The board's width and the texts drawn after the development mat's heading and note, up
    to the legend's heading: the mat and every seat panel."""
    with recorded_type_sizes() as drawn:
        image = render.draw_board(KEY, view, names=seat_names(players))
    texts = [text for _, text in drawn]
    start = texts.index("Developments") + 2
    end = texts.index("Legend") if "Legend" in texts else len(texts)
    return image.width, drawn[start:end]


def _states(players: int) -> list[NewFrontiersState]:
    states = list(bot_states(GAME, players, seed=f"phone-{players}"))
    return [states[0], states[len(states) // 2], states[-1]]


@pytest.mark.parametrize("players", [2, 5])
def test_the_seat_panels_and_the_mat_read_9_px_tall_at_400_px(players: int) -> None:
    for state in _states(players):
        view = GAME.view(state, None)
        assert isinstance(view, PublicView)
        width, drawn = _panels_and_mat(view, players)
        names = {text for _, text in drawn}
        assert set(seat_names(players)) <= names
        assert any(text.startswith("d-") for text in names)
        small = {
            (size, text) for size, text in drawn if _shown_height(size, width) < PHONE_FLOOR_PX
        }
        assert not small, sorted(small)[:5]


def test_the_old_type_would_not_read() -> None:
    """The measure fails the board's former 28 px type: 7 px capitals at 400 px wide."""
    assert _shown_height(28, 1200) < PHONE_FLOOR_PX <= _shown_height(37, 1200)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_board_stays_within_two_and_a_half_widths(players: int) -> None:
    for state in list(bot_states(GAME, players, seed="tall"))[::7]:
        image = render.draw_board(KEY, GAME.view(state, None), names=seat_names(players))
        assert image.height <= 2.5 * image.width


def test_the_text_board_says_what_every_tile_in_play_does() -> None:
    state = play(KEY, 4, steps=150)
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    text = render.text_board(KEY, view, names=seat_names(4))
    lines = text.splitlines()
    tiles: list[WorldView | DevView] = [
        *view.developments,
        *view.pool,
        *(w for seat in view.seats for w in (*seat.worlds, *seat.explored)),
        *(d for seat in view.seats for d in seat.developments),
    ]
    pack = load()
    for tile in tiles:
        printed = pack.by_id[tile.id]
        assert isinstance(printed, World | Development)
        said = [_english(power_text(p)) for p in printed.powers]
        line = next(line for line in lines if f"{tile.id} {tile.name}" in line)
        assert all(sentence in line for sentence in said), (tile.id, line)


def test_d05_is_answered_by_the_text_board_the_picture_and_the_summary() -> None:
    """d-05 Colony Transports: ``Settle: -1 cost`` (``/card``), ``Settle −$1`` on the mat."""
    state = GAME.setup(3, seed="d05")
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    card = next(e for e in entries("standin") if e.id == "d-05")
    sentence = _english(power_text(load().development("d-05").powers[0]))
    assert sentence in [_english(f) for f in card.facts]
    text = render.text_board(KEY, view, names=seat_names(3))
    assert any("d-05 Colony Transports" in line and sentence in line for line in text.splitlines())
    with recorded_type_sizes() as drawn:
        render.draw_board(KEY, view, names=seat_names(3))
    short = _english(power_short(load().development("d-05").powers[0]))
    assert short == "Settle −$1" and any(text.endswith(f"x2 · {short}") for _, text in drawn)
    owned = state.model_copy(deep=True)
    owned.seats[0].developments.append("d-05")
    mine = GAME.view(owned, 0)
    assert isinstance(mine, PrivateView)
    summary = _english(private_summary(mine, GAME.pack))
    assert "Colony Transports (`d-05`) — Settle −$1" in summary


def test_a_seat_panel_names_each_tile_by_its_id() -> None:
    state = play(KEY, 3, steps=60)
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    with recorded_type_sizes() as drawn:
        render.draw_board(KEY, view, names=seat_names(3))
    texts = " ".join(text for _, text in drawn)
    for seat in view.seats:
        ids = [w.id for w in (*seat.worlds, *seat.explored)] + [d.id for d in seat.developments]
        assert all(tile in texts for tile in ids)


def test_the_empire_choice_says_what_each_side_gives() -> None:
    state = GAME.setup(3, seed="sides", options={"empire": "chosen"})
    mat = state.seats[1].mat
    sides = [e for e in load().empires if e.mat == mat]
    asked = _english(empire_prompt(state, 1))
    for side in sides:
        assert f"`empire {side.id}` ({side.home.name}" in asked
        for power in side.home.powers:
            assert _english(power_text(power)) in asked
        assert f"{side.home.vp} VP" in asked


def test_the_legend_explains_the_glyphs_when_there_is_room() -> None:
    view = GAME.view(GAME.setup(2, seed="legend"), None)
    with recorded_type_sizes() as drawn:
        render.draw_board(KEY, view, names=seat_names(2))
    texts = [text for _, text in drawn]
    assert "Legend" in texts and labels.LEGEND_WINDFALL in texts
