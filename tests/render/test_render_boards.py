"""Game-specific pictures drawn from real views. What every board must do (pure function of its
view, PNG under 1 MiB, the phone floor, players' names, changes) is checked for every registered
board by ``tests/conformance/test_render.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

import render
import render.afternova.board as board
from rules import get_game
from tests.render.render_states import NAMES, play


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
