"""Public boards and private pictures drawn from real views of both engines."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image
from render_states import NAMES, play

import render
import render.afternova.board as board
import render.common.draw as draw_module
from render import encode_png
from render.common import MAX_PNG_BYTES
from rules import get_game

TABLES = [("afternova", 6), ("space_base", 5)]
PHONE_PREVIEW_PX = 500
MIN_PREVIEW_TEXT_PX = 9


@pytest.fixture(scope="module", params=TABLES, ids=[key for key, _ in TABLES])
def table(request: pytest.FixtureRequest) -> tuple[str, int, Any]:
    """(game key, players, a mid-game state)."""
    key, players = request.param
    return key, players, play(key, players, steps=60)


def public_board(key: str, state: Any, players: int) -> Image.Image:
    return render.draw_board(key, get_game(key).view(state, None), names=NAMES[:players])


@pytest.fixture()
def text_sizes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every type size (px) drawn while the fixture is active."""
    sizes: list[int] = []
    original: Callable[..., Any] = draw_module._text_mask

    def recording(text: str, size: int, stroke: int, anchor: str) -> Any:
        sizes.append(size)
        return original(text, size, stroke, anchor)

    monkeypatch.setattr(draw_module, "_text_mask", recording)
    yield sizes


def test_board_size_suits_a_phone(table: tuple[str, int, Any]) -> None:
    key, players, state = table
    width, height = public_board(key, state, players).size
    assert 1100 <= width <= 1400
    assert height <= 2.5 * width


def test_board_png_stays_under_one_mib(table: tuple[str, int, Any]) -> None:
    key, players, state = table
    assert len(encode_png(public_board(key, state, players))) <= MAX_PNG_BYTES


def test_board_is_a_pure_function_of_the_view(table: tuple[str, int, Any]) -> None:
    key, players, state = table
    view = get_game(key).view(state, None)
    copy = type(view).model_validate_json(view.model_dump_json())
    first = render.draw_board(key, view, names=NAMES[:players])
    second = render.draw_board(key, copy, names=NAMES[:players])
    assert encode_png(first) == encode_png(second)


def test_board_changes_after_an_action(table: tuple[str, int, Any]) -> None:
    key, players, state = table
    later = play(key, players, steps=61)
    assert get_game(key).view(later, None) != get_game(key).view(state, None)
    before = public_board(key, state, players).tobytes()
    assert public_board(key, later, players).tobytes() != before


def test_text_stays_legible_at_phone_preview_width(
    table: tuple[str, int, Any], text_sizes: list[int]
) -> None:
    key, players, state = table
    image = public_board(key, state, players)
    assert min(text_sizes) * PHONE_PREVIEW_PX / image.width >= MIN_PREVIEW_TEXT_PX


def test_board_shows_the_players_names(table: tuple[str, int, Any]) -> None:
    key, players, state = table
    plain = public_board(key, state, players)
    view = get_game(key).view(state, None)
    renamed = render.draw_board(key, view, names=[f"Seat {i}" for i in range(players)])
    assert plain.tobytes() != renamed.tobytes()


@pytest.mark.parametrize(("key", "players"), TABLES)
def test_finished_game_draws_its_result(key: str, players: int) -> None:
    state = play(key, players, steps=None)
    assert get_game(key).outcome(state) is not None
    image = public_board(key, state, players)
    assert len(encode_png(image)) <= MAX_PNG_BYTES


def test_afternova_two_player_board_draws_the_automa() -> None:
    state = play("afternova", 2, steps=10)
    view = get_game("afternova").view(state, None)
    assert view.automa is not None
    image = render.draw_board("afternova", view, names=NAMES[:2])
    assert image.width == 1200


def test_afternova_board_shows_each_seats_number_beside_its_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deals name seats `@2`; the board says which seat is @2."""
    drawn: list[str] = []
    real = board.draw_text

    def recording(d: Any, xy: Any, text: str, **kwargs: Any) -> None:
        drawn.append(text)
        real(d, xy, text, **kwargs)

    monkeypatch.setattr(board, "draw_text", recording)
    state = play("afternova", 4, steps=12)
    render.draw_board("afternova", get_game("afternova").view(state, None), names=NAMES[:4])
    assert {"@1", "@2", "@3", "@4"} <= set(drawn)


def test_afternova_private_picture_differs_per_seat() -> None:
    game = get_game("afternova")
    state = play("afternova", 4, steps=12)
    first = render.draw_private("afternova", game.view(state, 0), name="Ana")
    second = render.draw_private("afternova", game.view(state, 1), name="Ana")
    assert first.tobytes() != second.tobytes()


def test_space_base_private_picture_shows_the_light_speed_hand() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    view = game.view(state, 0)
    assert view.hand
    with_hand = render.draw_private("space_base", view, name="Ana")
    without = render.draw_private("space_base", view.model_copy(update={"hand": []}), name="Ana")
    assert with_hand.height > without.height


def test_private_png_is_a_valid_image() -> None:
    game = get_game("afternova")
    state = play("afternova", 3, steps=5)
    png = encode_png(render.draw_private("afternova", game.view(state, 2), name="Chen"))
    assert Image.open(io.BytesIO(png)).format == "PNG"


def test_space_base_board_marks_a_seat_that_has_chosen_its_light_speed_keep() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    chooser = min(game.to_act(state))
    before = render.draw_board("space_base", game.view(state, None), names=NAMES[:3])
    keep = game.bot_action(state, chooser, random.Random(0))
    after_state = game.apply(state, chooser, keep).state
    after = render.draw_board("space_base", game.view(after_state, None), names=NAMES[:3])
    assert before.tobytes() != after.tobytes()


def test_space_base_private_picture_frames_the_cards_being_kept() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    chooser = min(game.to_act(state))
    keep = game.bot_action(state, chooser, random.Random(0))
    kept = game.apply(state, chooser, keep).state
    choosing = render.draw_private("space_base", game.view(state, chooser), name="Ana")
    chosen = render.draw_private("space_base", game.view(kept, chooser), name="Ana")
    assert choosing.tobytes() != chosen.tobytes()
